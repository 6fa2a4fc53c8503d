import { apiPaths } from '@aptovial/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, stubApi } from '../../../test/apiStub';
import { captchaInTestMode, holdCaptcha, TEST_CAPTCHA_PAYLOAD } from '../../../test/captcha';
import { renderWithProviders } from '../../../test/render';
import { RequestCertificatePage } from '../pages/requestPages';
import { pathOf, switchOf } from '../testPreRegisters';
import { expectedPayBody, openPaymentStep, paySends, stubPayApi } from './testPayment';
import { change, expectedBody, fillRequest, input } from './testRequest';

// The real ALTCHA widget (its test mode), held unsolved as on a slow phone (decision 0063).
captchaInTestMode();

function stubRequestApi() {
  return stubApi((call) => {
    if (pathOf(call.url) === apiPaths.settings) return { body: { data: [switchOf(true)] } };
    if (pathOf(call.url) === apiPaths.createPreregister && call.method === 'POST')
      return { body: { data: { received: true } } };
    return { status: 404 };
  });
}

const sends = (calls: ApiCall[]) =>
  calls.filter((call) => pathOf(call.url) === apiPaths.createPreregister);
const submitOf = (button: HTMLElement) => button.closest('form') as HTMLFormElement;

describe('public request forms: a tap before the challenge is solved', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks every missing field at the first tap of an empty form, without waiting', async () => {
    holdCaptcha(); // never solved here: the fields are checked first
    const calls = stubRequestApi();
    renderWithProviders(<RequestCertificatePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('La cédula debe tener de 5 a 9 dígitos')).toBeInTheDocument();
    for (const message of [
      'Correo electrónico inválido',
      'Escriba la fecha como DD/MM/AAAA',
      'Seleccione un municipio',
      'Seleccione el tipo de certificado',
      'Seleccione al menos un grado',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Escriba al menos 2 letras')).toHaveLength(2);
    expect(screen.getByText('Seleccione un estado', { ignore: 'option' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(input(/^Cédula/)));
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
    expect(sends(calls)).toEqual([]);
  });

  it('keeps "Enviar solicitud" tapped twice while verifying, and sends it once when solved', async () => {
    const slow = holdCaptcha();
    const calls = stubRequestApi();
    renderWithProviders(<RequestCertificatePage />);
    const button = await screen.findByRole('button', { name: 'Enviar solicitud' });
    await fillRequest();
    fireEvent.click(button);
    const waiting = await screen.findByRole('button', { name: 'Verificando…' });
    fireEvent.submit(submitOf(waiting));
    expect(sends(calls)).toEqual([]);
    slow.release();
    expect(await screen.findByText('Datos enviados correctamente')).toBeInTheDocument();
    expect(sends(calls).map((call) => call.body)).toEqual([
      { ...expectedBody, altcha: TEST_CAPTCHA_PAYLOAD },
    ]);
  });

  it('keeps "Pagar" tapped while verifying and charges once, when solved', async () => {
    const slow = holdCaptcha();
    const calls = stubPayApi({});
    const button = await openPaymentStep();
    change(/^Banco del pagador/, '134');
    change(/^Clave de pago/, '12345678');
    fireEvent.click(button);
    const waiting = await screen.findByRole('button', { name: 'Verificando…' });
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(submitOf(waiting));
    slow.release();
    expect(await screen.findByRole('heading', { name: 'Pago aprobado' })).toBeInTheDocument();
    expect(paySends(calls).map((call) => call.body)).toEqual([
      expectedPayBody({ altcha: TEST_CAPTCHA_PAYLOAD }),
    ]);
  });

  it('charges nothing and says why when the challenge fails', async () => {
    const slow = holdCaptcha();
    const calls = stubPayApi({});
    const button = await openPaymentStep();
    change(/^Banco del pagador/, '134');
    change(/^Clave de pago/, '12345678');
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Verificando…' });
    slow.release({ fail: true });
    expect(
      await screen.findByText(/^No se envió: la verificación de seguridad falló/),
    ).toHaveProperty('role', 'alert');
    expect(screen.getByRole('button', { name: 'Pagar Bs. 182,51' })).toBeEnabled();
    expect(paySends(calls)).toEqual([]);
  });
});
