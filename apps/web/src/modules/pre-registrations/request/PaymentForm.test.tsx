import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../test/apiStub';
import { amountOf, fillPayer, openPaymentStep, paySends, priced, stubPayApi } from './testPayment';
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

describe('solicitar-certificado-pago: the payment step', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says plainly when the rate is an old one', async () => {
    stubPayApi({ price: () => priced(amountOf({ priceDate: '2026-09-25', priceStale: true })) });
    await openPaymentStep();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pago' }));
    expect(screen.getByText(/Solicitud de Luis Rangel, cédula V-20111222/)).toBeInTheDocument();
    expect(
      screen.getByText('Monto calculado con la tasa del 25/09/2026, la última disponible.'),
    ).toBeInTheDocument();
  });

  it('checks the payer with the shared schema and sends nothing while a field is wrong', async () => {
    const calls = stubPayApi({});
    await openPaymentStep();
    change(/^Teléfono del pagador/, '0212-5551234');
    pay();
    expect(await screen.findByText('Seleccione el banco')).toBeInTheDocument();
    expect(
      screen.getByText('El cobro móvil necesita un teléfono celular (04xx)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Clave de pago inválida: de 4 a 16 letras o dígitos'),
    ).toBeInTheDocument();
    // The challenge is awaited only by a valid form: it marks nothing here.
    expect(screen.queryByText('Resuelva la verificación antes de enviar')).not.toBeInTheDocument();
    // The marks show while the check is still running; the button is free once it ends.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pagar Bs. 182,51' })).toBeEnabled(),
    );
    await waitFor(() => expect(document.activeElement).toBe(input(/^Teléfono del pagador/)));
    expect(paySends(calls)).toEqual([]);
  });

  it("shows the server's message under a payer field, and goes back for a request field", async () => {
    const replies = [
      apiError('VALIDATION_ERROR', {
        errors: [{ field: 'body.destination_bank_id', message: 'Banco fuera del catálogo' }],
      }),
      apiError('VALIDATION_ERROR', { errors: [{ field: 'dni', message: 'Cédula inválida' }] }),
    ];
    stubPayApi({ pay: () => replies.shift() ?? { status: 500 } });
    await openPaymentStep();
    fillPayer();
    pay();
    expect(await screen.findByText('Banco fuera del catálogo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resolver verificación' }));
    pay();
    expect(await screen.findByText('Cédula inválida')).toBeInTheDocument();
    expect(input(/^Cédula/).value).toBe('20111222');
    await waitFor(() => expect(document.activeElement).toBe(input(/^Cédula/)));
  });

  it.each([
    ['PAYMENT_IN_PROGRESS', /Ya hay un cobro en curso para esa solicitud/],
    ['PRE_REGISTER_ALREADY_PAID', /Esa solicitud ya está pagada/],
  ] as const)('says in Spanish what %s means', async (code, message) => {
    stubPayApi({ pay: () => apiError(code) });
    await openPaymentStep();
    fillPayer();
    pay();
    expect(await screen.findByText(message)).toBeInTheDocument();
    // The key was not used: it stays for a new attempt.
    expect(input(/^Clave de pago/).value).toBe('12345678');
  });

  it('does not say paid or failed when the answer was lost, and forgets the key', async () => {
    stubPayApi({ pay: () => Promise.reject(new TypeError('Failed to fetch')) });
    await openPaymentStep();
    fillPayer();
    pay();
    expect(await screen.findByText(/No recibimos la respuesta del pago/)).toBeInTheDocument();
    expect(input(/^Clave de pago/).value).toBe('');
  });

  it('turns to the closed notice when requests closed meanwhile', async () => {
    stubPayApi({ pay: () => apiError('PRE_REGISTER_CLOSED') });
    await openPaymentStep();
    fillPayer();
    pay();
    expect(await screen.findByText('Solicitudes cerradas')).toBeInTheDocument();
  });

  it('offers to read the price again when it could not be read, and cannot pay meanwhile', async () => {
    let set = false;
    stubPayApi({ price: () => (set ? priced() : apiError('DOLLAR_PRICE_UNAVAILABLE')) });
    await openPaymentStep('Pagar');
    expect(await screen.findByText(/El precio del dólar no está disponible/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar' }).hasAttribute('disabled')).toBe(true);
    set = true;
    fireEvent.click(screen.getByRole('button', { name: 'Consultar de nuevo' }));
    expect(await screen.findByRole('button', { name: 'Pagar Bs. 182,51' })).toBeInTheDocument();
  });
});
