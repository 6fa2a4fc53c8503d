import { apiPaths, errorMessages, pathTo } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { apiError } from '../../../test/apiStub';
import { typeDay } from '../../../test/dates';
import { renderRoutes } from '../../../test/render';
import { foundOf, signInRoad } from '../testPayments';
import { callsTo, stubPaymentsApi } from '../testPaymentsApi';
import { SearchC2PPage } from './paymentPages';

const PAGE = pathTo('searchC2P');
const ISSUE = pathTo('registerCertificatePay');

function renderSearch() {
  return renderRoutes(
    [
      { path: PAGE, element: <SearchC2PPage /> },
      { path: ISSUE, element: <p>Página de emisión</p> },
    ],
    { initialPath: PAGE },
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** What a doctor types from the payer's receipt. */
function fillSearch(reference = '') {
  fireEvent.change(field(/^Teléfono del pagador/), { target: { value: '0414-1234567' } });
  fireEvent.change(field(/^Banco del pagador/), { target: { value: '105' } });
  typeDay(field(/^Fecha del pago/), '05/03/2024');
  fireEvent.change(field(/^Monto/), { target: { value: '1520,5' } });
  if (reference !== '') fireEvent.change(field(/^Referencia/), { target: { value: reference } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar pago' }));
}

describe('busqueda-pago-moviles (searchC2P)', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('asks the bank with what was typed and carries a free payment to the issue page', async () => {
    signInRoad();
    const calls = stubPaymentsApi({
      search: () => ({ body: { data: { transaction_list: [foundOf()] } } }),
    });
    const { router } = renderSearch();
    // The 24 banks of docs/product/entities.md, by their printed code.
    const banks = [...(field(/^Banco del pagador/) as unknown as HTMLSelectElement).options];
    expect(banks).toHaveLength(25);
    expect(banks.map((option) => option.text)).toContain('0134 · Banesco');
    fillSearch();
    const found = within(
      await screen.findByRole('article', { name: 'Pago con referencia 000123456789' }),
    );
    // No reference typed: none is sent; the amount as the API reads it.
    expect(callsTo(calls, apiPaths.mobilePaymentSearch)[0]?.body).toEqual({
      destination_mobile_number: '0414-1234567',
      destination_bank_id: 105,
      trx_date: '2024-03-05',
      amount: '1520.50',
    });
    expect(found.getByText('Bs. 1.520,50')).toBeInTheDocument();
    expect(found.getByText('05/03/2024')).toBeInTheDocument();
    expect(found.getByText('F-0042')).toBeInTheDocument();
    expect(found.getByText('0105 · Mercantil')).toBeInTheDocument();

    fireEvent.click(found.getByRole('button', { name: 'Emitir certificado con este pago' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ISSUE));
    expect(router.state.location.state).toMatchObject({
      payment: {
        criteria: { destination_bank_id: 105, payment_reference: '000123456789' },
        found: { invoice_number: 'F-0042' },
      },
    });
  });

  it.each([
    [
      'a certificate, by its serial',
      { usedFor: 'certificate', certificateId: 77, certificateSerial: 1000077 },
      'Este pago ya pagó el certificado Nº 1000077.',
    ],
    [
      'a request without a certificate yet',
      { usedFor: 'request', certificateId: null, certificateSerial: null },
      'Este pago ya pagó una solicitud que aún no tiene certificado: emítalo desde esa solicitud.',
    ],
    [
      'something it cannot name',
      { usedFor: null, certificateId: null, certificateSerial: null },
      'Este pago ya está registrado: no puede pagar otro certificado.',
    ],
  ] as const)(
    'says "Ya usado" of a payment that paid %s, and offers nothing',
    async (_, paid, text) => {
      signInRoad();
      stubPaymentsApi({
        search: () => ({
          body: { data: { transaction_list: [foundOf({ used: true, ...paid })] } },
        }),
      });
      renderSearch();
      fillSearch('000123456789');
      const found = within(await screen.findByRole('article'));
      expect(found.getByText('Ya usado')).toBeInTheDocument();
      expect(found.getByText(text)).toBeInTheDocument();
      // Never the certificate's internal id.
      expect(found.queryByText(/Nº 77\b/)).not.toBeInTheDocument();
      expect(
        found.queryByRole('button', { name: 'Emitir certificado con este pago' }),
      ).not.toBeInTheDocument();
    },
  );

  it.each([
    ['MOBILE_PAYMENT_NOT_FOUND', 'Pago no encontrado'],
    ['MOBILE_PAYMENT_SEARCH_UNAVAILABLE', 'No se pudo buscar el pago'],
  ] as const)('says %s in Spanish on the page, with no error dialog', async (code, title) => {
    signInRoad();
    const calls = stubPaymentsApi({ search: () => apiError(code) });
    renderSearch();
    fillSearch('000123456789');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(title)).toBeInTheDocument();
    expect(alert.textContent).toContain(errorMessages[code]);
    expect(callsTo(calls, apiPaths.mobilePaymentSearch)[0]?.body).toMatchObject({
      payment_reference: '000123456789',
    });
    expect(alertsMock.errorAlert).not.toHaveBeenCalled();
    // The form stays, filled, to correct and send again.
    expect(field(/^Teléfono del pagador/).value).toBe('0414-1234567');
  });

  it('refuses an incomplete search without asking the bank', async () => {
    signInRoad();
    const calls = stubPaymentsApi({});
    renderSearch();
    fireEvent.change(field(/^Teléfono del pagador/), { target: { value: '0212-1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar pago' }));
    expect(
      await screen.findByText('El cobro móvil necesita un teléfono celular (04xx)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Seleccione el banco', { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.mobilePaymentSearch)).toEqual([]);
  });

  it('lets an account without a college number search, but not issue', async () => {
    signInRoad('Admin', null);
    stubPaymentsApi({
      search: () => ({ body: { data: { transaction_list: [foundOf()] } } }),
    });
    renderSearch();
    fillSearch();
    const found = within(await screen.findByRole('article'));
    expect(found.getByText('Disponible')).toBeInTheDocument();
    expect(found.queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells a session of another module why, asking nothing', async () => {
    signInRoad('Admin', null, 'medic');
    const calls = stubPaymentsApi({});
    renderSearch();
    expect(await screen.findByText('Esta página es de Medicina Vial')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buscar pago' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
