import { apiPaths, errorMessages, pathTo } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { apiError } from '../../../test/apiStub';
import { dayFromToday, typeDay } from '../../../test/dates';
import { renderRoutes } from '../../../test/render';
import { carriedPaymentOf, carryingState } from '../carriedPayment';
import { foundOf, paidCertificateOf, signInRoad } from '../testPayments';
import { callsTo, stubPaymentsApi } from '../testPaymentsApi';
import { RegisterCertificatePayPage } from './paymentPages';

// Issued today, due in two years: within every validity cap (decision 0048).
const ISSUED = dayFromToday(0);
const DUE = dayFromToday(2);

const PAGE = pathTo('registerCertificatePay');
const criteria = {
  destination_mobile_number: '0414-1234567',
  destination_bank_id: 105,
  trx_date: '2024-03-05',
  amount: '1520.50',
};
const carried = carriedPaymentOf(criteria, foundOf());

function renderIssue(state?: unknown) {
  return renderRoutes([{ path: PAGE, element: <RegisterCertificatePayPage /> }], {
    initialPath: PAGE,
    initialState: state,
  });
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });

async function fillAndIssue() {
  await waitFor(() => expect(field(/^Serial/).value).toBe('1500'));
  type(/^Cédula \*?$/, '20111222');
  type(/^Nombres/, 'Luis');
  type(/^Apellidos/, 'Rangel');
  typeDay(field(/^Fecha de nacimiento/), '10/01/1990');
  type(/^Lugar de expedición/, 'Mérida');
  typeDay(field(/^Fecha de expedición/), ISSUED.typed);
  typeDay(field(/^Fecha de vencimiento/), DUE.typed);
  type(/^Grado/, '3');
  type(/^Tipo de certificado/, 'Renovación');
  fireEvent.click(screen.getByRole('button', { name: 'Emitir certificado' }));
}

describe('registar-certificados-medicos-pagos (registerCertificatePay)', {
  timeout: 30_000,
}, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('issues against the carried payment, shows the certificate, and lets the payment go', async () => {
    signInRoad();
    const calls = stubPaymentsApi({
      issue: () => ({ body: { data: paidCertificateOf() } }),
    });
    const { router } = renderIssue(carryingState(carried));
    const paidWith = within(
      await screen.findByRole('region', { name: 'Pago con el que se emite' }),
    );
    expect(paidWith.getByText('Bs. 1.520,50')).toBeInTheDocument();
    expect(paidWith.getByText('000123456789')).toBeInTheDocument();
    // A paid issue serves no request of the public: no Buscar solicitud.
    expect(screen.queryByRole('button', { name: 'Buscar solicitud' })).not.toBeInTheDocument();

    await fillAndIssue();
    await waitFor(() => expect(callsTo(calls, apiPaths.createCertifieldsPayVial)).toHaveLength(1));
    const body = callsTo(calls, apiPaths.createCertifieldsPayVial)[0]?.body;
    expect(body).toMatchObject({
      serial: 1500,
      dni: '20111222',
      grade: '3',
      typeCertifields: 'Renovación',
      payment: { ...criteria, payment_reference: '000123456789' },
    });
    expect(body).not.toHaveProperty('preRegisterId');
    // The normal issue is not called.
    expect(callsTo(calls, apiPaths.createCertifieldsVial)).toEqual([]);

    expect(await screen.findByText('Certificado 1500 emitido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir (A4)' })).toBeInTheDocument();
    // The payment is spent: gone from the page and from the router's state; the next search waits.
    expect(
      screen.queryByRole('region', { name: 'Pago con el que se emite' }),
    ).not.toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
    expect(screen.getByText(/El pago quedó usado/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar pago' })).toBeInTheDocument();
  });

  it('says why when the payment was used meanwhile, and issues nothing', async () => {
    signInRoad();
    stubPaymentsApi({ issue: () => apiError('PAYMENT_ALREADY_USED') });
    renderIssue(carryingState(carried));
    await fillAndIssue();
    await waitFor(() =>
      expect(alertsMock.errorAlert).toHaveBeenCalledWith(errorMessages.PAYMENT_ALREADY_USED),
    );
    expect(screen.queryByText('Certificado 1500 emitido')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pago con el que se emite' })).toBeInTheDocument();
  });

  it('offers the search first without a payment, then the form with the one chosen', async () => {
    signInRoad();
    const calls = stubPaymentsApi({
      search: () => ({ body: { data: { transaction_list: [foundOf()] } } }),
    });
    renderIssue();
    expect(
      await screen.findByText(/Primero busque el pago móvil del conductor/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Emitir certificado' })).not.toBeInTheDocument();
    type(/^Teléfono del pagador/, '0414-1234567');
    fireEvent.change(screen.getByLabelText(/^Banco del pagador/), { target: { value: '105' } });
    typeDay(field(/^Fecha del pago/), '05/03/2024');
    type(/^Monto/, '1520,50');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar pago' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Emitir certificado con este pago' }),
    );
    expect(
      await screen.findByRole('region', { name: 'Pago con el que se emite' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Emitir certificado' })).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.mobilePaymentSearch)).toHaveLength(1);

    // "Usar otro pago" goes back to the search.
    fireEvent.click(screen.getByRole('button', { name: 'Usar otro pago' }));
    expect(await screen.findByRole('button', { name: 'Buscar pago' })).toBeInTheDocument();
  });

  it('tells an account without a college number that a doctor issues, asking nothing', async () => {
    signInRoad('Admin', null);
    const calls = stubPaymentsApi({});
    renderIssue(carryingState(carried));
    expect(await screen.findByText(/Su cuenta no tiene número de colegio/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
