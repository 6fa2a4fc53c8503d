import { apiPaths, type C2pChargeResult, errorMessages, pathTo } from '@aptovial/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, type ApiReply, apiError } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { callsTo, operativeOf, press, signInDoctor, stubFieldApi } from '../testOperativeField';
import { OperativeApplicantsPage } from './OperativeApplicantsPage';
import { PayRequestPage } from './PayRequestPage';

const PAY = pathTo('payment');
const LIST = pathTo('listPreRegister');
const charges = (calls: ApiCall[]) => callsTo(calls, apiPaths.chargeC2p, 'POST');

const answer = (status: C2pChargeResult['payment']['status'], message: string): ApiReply => ({
  status: { approved: 201, pending: 202, failed: 200 }[status],
  body: {
    data: {
      payment: { id: 80, status },
      reference: status === 'approved' ? '000123456789' : null,
      amount: '200.00',
      invoice: 'C2P-000080',
      preRegistrationId: 12,
      message,
      receiptUrl: null,
    },
  },
});

type Options = { charge?: (call: ApiCall) => ApiReply; status?: 'InProgress' | 'Executed' };

function renderPay({ charge, status = 'InProgress' }: Options = {}) {
  signInDoctor();
  const calls = stubFieldApi({ operative: operativeOf({ status }), ...(charge && { charge }) });
  renderRoutes(
    [
      { path: PAY, element: <PayRequestPage /> },
      { path: LIST, element: <OperativeApplicantsPage /> },
    ],
    { initialPath: `${PAY}?operativo=9&solicitud=12` },
  );
  return calls;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** The payer's bank and key: the cédula and the mobile phone came from the request. */
async function fillPayer() {
  await screen.findByText(/^Solicitud Nº 12: Luis Rangel \(V-20111222\), Renovación/);
  expect(field(/^Cédula del titular/).value).toBe('20111222');
  expect(field(/^Teléfono del pagador/).value).toBe('0414-1234567');
  fireEvent.change(field(/^Banco del pagador/), { target: { value: '134' } });
  fireEvent.change(field(/^Clave de pago/), { target: { value: '1234' } });
}

describe('pagar-solicitud at an operative (decision 0025)', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it("charges the operative's price for the request, then goes back to its Emitir", async () => {
    const calls = renderPay({ charge: () => answer('approved', 'Pago aprobado por el banco') });
    expect(await screen.findByText('Monto: Bs. 200,00')).toBeInTheDocument();
    await fillPayer();
    fireEvent.click(screen.getByRole('button', { name: 'Cobrar Bs. 200,00' }));
    await waitFor(() => expect(charges(calls)).toHaveLength(1));
    expect(charges(calls)[0]?.body).toEqual({
      destination_id: '20111222',
      destination_mobile_number: '0414-1234567',
      destination_bank_id: 134,
      nationality: 'V',
      twofactor_auth: '1234',
      amount: '200.00',
      idPreRegister: 12,
      operativeId: 9,
    });
    expect(await screen.findByText('Aprobado')).toBeInTheDocument();
    expect(screen.getByText('Pago aprobado por el banco')).toBeInTheDocument();
    expect(screen.getByText(/Referencia: 000123456789/)).toBeInTheDocument();
    // Enter on "Volver a la lista" (it has the focus): the applicant's Emitir waits for Enter.
    const back = screen.getByRole('link', { name: 'Volver a la lista' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    press('Enter');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Emitir el certificado de Luis Rangel',
      ),
    );
  });

  it("shows a declined charge as Fallido with the bank's message, and offers a new try", async () => {
    const calls = renderPay({ charge: () => answer('failed', 'Clave de pago vencida') });
    await fillPayer();
    fireEvent.click(screen.getByRole('button', { name: 'Cobrar Bs. 200,00' }));
    expect(await screen.findByText('Fallido')).toBeInTheDocument();
    expect(screen.getByText('Clave de pago vencida')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    // The key was used: a new one is typed; the rest stays.
    expect(field(/^Clave de pago/).value).toBe('');
    expect(field(/^Banco del pagador/).value).toBe('134');
    expect(charges(calls)).toHaveLength(1);
  });

  it('says a charge the bank has not settled is Pendiente, not to charge again', async () => {
    renderPay({ charge: () => answer('pending', 'El banco no confirmó todavía') });
    await fillPayer();
    fireEvent.click(screen.getByRole('button', { name: 'Cobrar Bs. 200,00' }));
    expect(await screen.findByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByText('El banco no confirmó todavía')).toBeInTheDocument();
    expect(screen.getByText(/no cobre de nuevo/)).toBeInTheDocument();
  });

  it('refuses a charge without bank or key in Spanish, sending nothing', async () => {
    const calls = renderPay({ charge: () => answer('approved', 'no') });
    await screen.findByText(/^Solicitud Nº 12/);
    fireEvent.change(field(/^Teléfono del pagador/), { target: { value: '0212-1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cobrar Bs. 200,00' }));
    expect(await screen.findByText('Seleccione el banco')).toBeInTheDocument();
    expect(
      screen.getByText('El cobro móvil necesita un teléfono celular (04xx)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Clave de pago inválida: de 4 a 16 letras o dígitos'),
    ).toBeInTheDocument();
    expect(charges(calls)).toEqual([]);
  });

  it("puts the API's refusals under their field, or says them when no field has them", async () => {
    const refusals = [
      apiError('VALIDATION_ERROR', {
        errors: [
          { field: 'body.destination_mobile_number', message: 'Teléfono no afiliado a C2P' },
        ],
      }),
      apiError('OPERATIVE_NOT_IN_PROGRESS'),
    ];
    let sent = 0;
    renderPay({ charge: () => refusals[Math.min(sent++, 1)] as ApiReply });
    await fillPayer();
    fireEvent.click(screen.getByRole('button', { name: 'Cobrar Bs. 200,00' }));
    expect(await screen.findByText('Teléfono no afiliado a C2P')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cobrar Bs. 200,00' }));
    expect(await screen.findByText(errorMessages.OPERATIVE_NOT_IN_PROGRESS)).toBeInTheDocument();
  });

  it('charges nothing unless the operative is in progress, and says why', async () => {
    const calls = renderPay({ status: 'Executed' });
    expect(await screen.findByText(/Inicie el operativo para cobrar y emitir/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cobrar/ })).not.toBeInTheDocument();
    expect(callsTo(calls, apiPaths.getOneItemSearch)).toEqual([]);
  });
});
