import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiReply, apiError } from '../../../test/apiStub';
import { deferred } from '../../../test/waiting';
import {
  amountOf,
  answer,
  expectedPayBody,
  fillPayer,
  openPaymentStep,
  paySends,
  priced,
  resultOf,
  stubPayApi,
} from './testPayment';
import { input } from './testRequest';

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

const pay = (name = 'Pagar Bs. 182,51') => fireEvent.click(screen.getByRole('button', { name }));

describe('solicitar-certificado-pago: the bank answers', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("pays once, even on a double tap, and shows 'Aprobado' with the receipt to print", async () => {
    const bank = deferred<ApiReply>();
    const calls = stubPayApi({ pay: () => bank.promise });
    const button = await openPaymentStep();
    expect(
      screen.getByText('USD 5,00 a la tasa oficial de Bs. 36,5012 del 02/10/2026.'),
    ).toBeInTheDocument();
    // The payer is the applicant unless changed; the key is typed on the number pad.
    expect(input(/^Cédula del titular/).value).toBe('20111222');
    expect(input(/^Teléfono del pagador/).value).toBe('0414-1234567');
    expect(input(/^Clave de pago/).getAttribute('autocomplete')).toBe('one-time-code');
    expect(input(/^Clave de pago/).getAttribute('inputmode')).toBe('numeric');
    expect((input(/^Banco del pagador/) as unknown as HTMLSelectElement).options).toHaveLength(25);
    fillPayer();
    pay();
    pay();
    await waitFor(() => expect(button).toBeDisabled());
    bank.resolve(answer(resultOf()));

    expect(await screen.findByRole('heading', { name: 'Pago aprobado' })).toBeInTheDocument();
    expect(paySends(calls).map((call) => call.body)).toEqual([expectedPayBody()]);
    for (const text of ['Aprobado', '004512', 'Bs. 182,51', '41', 'AV-20261125-000009']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('Le enviamos el recibo a luis@example.com.')).toBeInTheDocument();
    // The payment key is kept nowhere once paid.
    const stored = JSON.stringify({ ...sessionStorage, ...localStorage });
    expect(stored).not.toContain('12345678');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir recibo' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("links the receipt's PDF when the API gives one", async () => {
    const receiptUrl = '/recibo/9?key=abc';
    stubPayApi({ pay: () => answer(resultOf({ receiptUrl })) });
    await openPaymentStep();
    fillPayer();
    pay();
    const link = await screen.findByRole('link', { name: 'Imprimir recibo' });
    expect(link.getAttribute('href')).toBe(receiptUrl);
  });

  it('says the bank has not confirmed yet, with no way to pay again', async () => {
    const pending = resultOf({ payment: { id: 9, status: 'pending' }, reference: null });
    stubPayApi({ pay: () => answer(pending) });
    await openPaymentStep();
    fillPayer();
    pay();
    expect(await screen.findByRole('heading', { name: 'Pago en espera de confirmación' }));
    expect(screen.getByText(/Su solicitud número 41 quedó registrada/)).toBeInTheDocument();
    expect(screen.getByText(/le escribiremos a luis@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).not.toBeInTheDocument();
  });

  it("shows 'Fallido' with the bank's message, then a new attempt with a new key and challenge", async () => {
    const declined = resultOf({
      payment: { id: 9, status: 'failed' },
      reference: null,
      message: 'Fondos insuficientes en la cuenta del pagador',
    });
    const replies = [
      answer(declined),
      answer(resultOf({ payment: { id: 10, status: 'approved' } })),
    ];
    const calls = stubPayApi({ pay: () => replies.shift() ?? { status: 500 } });
    await openPaymentStep();
    fillPayer();
    pay();
    expect(await screen.findByRole('heading', { name: 'Pago fallido' })).toBeInTheDocument();
    expect(screen.getByText('Estado: Fallido')).toBeInTheDocument();
    expect(screen.getByText('Fondos insuficientes en la cuenta del pagador')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(input(/^Clave de pago/).value).toBe('');
    fireEvent.change(input(/^Clave de pago/), { target: { value: '87654321' } });
    pay();
    // The first solution was spent: the tap waits for a new one, and is sent once it comes.
    expect(await screen.findByRole('button', { name: 'Verificando…' })).toBeDisabled();
    expect(paySends(calls)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Resolver verificación' }));
    expect(await screen.findByRole('heading', { name: 'Pago aprobado' })).toBeInTheDocument();
    expect(paySends(calls).map((call) => call.body)).toEqual([
      expectedPayBody(),
      expectedPayBody({ twofactor_auth: '87654321' }),
    ]);
  });

  it('reads the price again when it changed, and pays the new one', async () => {
    let price = priced();
    const replies = [apiError('PAYMENT_AMOUNT_MISMATCH'), answer(resultOf({ amount: '200.00' }))];
    const calls = stubPayApi({ price: () => price, pay: () => replies.shift() ?? { status: 500 } });
    await openPaymentStep();
    fillPayer();
    price = priced(amountOf({ amountBolivares: '200.00', dollarPrice: '40.0000' }));
    pay();
    expect(
      await screen.findByText(
        'El monto cambió mientras pagaba: ahora es Bs. 200,00. No se le cobró nada; revise el monto y pague de nuevo.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resolver verificación' }));
    pay('Pagar Bs. 200,00');
    expect(await screen.findByRole('heading', { name: 'Pago aprobado' })).toBeInTheDocument();
    expect(paySends(calls).map((call) => call.body)).toEqual([
      expectedPayBody(),
      expectedPayBody({ amount: '200.00' }),
    ]);
  });
});
