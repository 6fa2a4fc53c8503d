import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiError } from '../../../test/apiStub';
import {
  answer,
  expectedPayBody,
  fillPayer,
  openPaymentStep,
  paySends,
  resultOf,
  stubPayApi,
} from './testPayment';
import { change, input } from './testRequest';

// The ALTCHA widget is tested on its own; here a button hands over a solution.
vi.mock('../../../shared/ui/CaptchaField', () => ({
  CaptchaField: ({ onChange, error }: { onChange: (p: string | null) => void; error?: string }) => (
    <div>
      <button type="button" onClick={() => onChange('solved-payload')}>
        Resolver verificación
      </button>
      {error !== undefined && <p>{error}</p>}
    </div>
  ),
}));

const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pagar Bs. 182,51' }));
const solve = () => fireEvent.click(screen.getByRole('button', { name: 'Resolver verificación' }));

/** The API as it answers a request already open: a code first, then the charge with the right one. */
function openRequestApi(code = '482913') {
  return (call: ApiCall) => {
    const sent = (call.body as { emailCode?: string }).emailCode;
    if (sent === undefined) return apiError('PRE_REGISTER_PROOF_REQUIRED');
    if (sent !== code) {
      return apiError('OTP_INVALID', {
        errors: [{ field: 'emailCode', message: 'El código no es correcto.' }],
      });
    }
    return answer(resultOf({ preRegistrationId: 17 }));
  };
}

// Decision 0051: a person who already has this request open pays it only with the code e-mailed
// to that request's address; a stranger, without it, gets no further.
describe('solicitar-certificado-pago: a request already open', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the e-mailed code, refuses a wrong one, and pays with the right one', async () => {
    const calls = stubPayApi({ pay: openRequestApi() });
    await openPaymentStep();
    fillPayer();
    pay();
    expect(
      await screen.findByText(/Enviamos un código al correo registrado en ella/),
    ).toBeInTheDocument();
    const code = () => input(/^Código enviado al correo/);
    await waitFor(() => expect(document.activeElement).toBe(code()));
    expect(screen.queryByText('Pago aprobado')).not.toBeInTheDocument();

    change(/^Código enviado al correo/, '111111');
    solve();
    pay();
    expect(await screen.findByText('El código no es correcto.')).toBeInTheDocument();
    expect(screen.queryByText('Pago aprobado')).not.toBeInTheDocument();

    change(/^Código enviado al correo/, '482913');
    solve();
    pay();
    expect(await screen.findByText('Pago aprobado')).toBeInTheDocument();
    expect(paySends(calls).map((call) => call.body)).toEqual([
      expectedPayBody(),
      expectedPayBody({ emailCode: '111111' }),
      expectedPayBody({ emailCode: '482913' }),
    ]);
  });

  it('sends a stranger, who has no code, no further than the code', async () => {
    const calls = stubPayApi({ pay: openRequestApi() });
    await openPaymentStep();
    fillPayer();
    pay();
    await screen.findByText(/Enviamos un código al correo registrado en ella/);
    // Paying with the field left empty is refused by the form itself: nothing is sent.
    solve();
    pay();
    expect(await screen.findByText(/Escriba el código de 6 dígitos/)).toBeInTheDocument();
    expect(paySends(calls)).toHaveLength(1);
    expect(screen.queryByText('Pago aprobado')).not.toBeInTheDocument();
  });
});
