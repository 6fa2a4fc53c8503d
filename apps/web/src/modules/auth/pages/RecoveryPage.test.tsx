import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingLogin } from '../../../shared/session/authFlow';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { apiError, stubApi } from '../../../test/apiStub';
import { captchaInTestMode, captchaSolved, TEST_CAPTCHA_PAYLOAD } from '../../../test/captcha';
import { renderRoutes } from '../../../test/render';
import { RecoveryPage } from './RecoveryPage';

captchaInTestMode();

function renderRecovery(state?: unknown, search = '') {
  return renderRoutes(
    [
      { path: '/Recuperar-contrasena', element: <RecoveryPage /> },
      { path: '/Verificacion-OTP/:type', element: <p>Página del código</p> },
    ],
    { initialPath: `/Recuperar-contrasena${search}`, initialState: state },
  );
}

async function askForCode(email: string, { waitForCaptcha = true } = {}) {
  fireEvent.change(await screen.findByLabelText(/Correo electrónico/), {
    target: { value: email },
  });
  if (waitForCaptcha) await captchaSolved();
  fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
}

describe('RecoveryPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAlertsMock();
    pendingLogin.clear();
  });

  it('sends the code for the module of the login that linked here, then asks for it', async () => {
    const calls = stubApi(() => ({ body: { data: { message: 'Codigo enviado al correo' } } }));
    const { router } = renderRecovery({ mode: 'medicVial' });
    await askForCode(' Rosa@Example.com ');
    expect(await screen.findByText('Página del código')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Verificacion-OTP/recovery');
    expect(calls[0]?.url).toBe('/api/credentialMedic/forgetPassword');
    expect(calls[0]?.body).toEqual({ email: 'rosa@example.com', altcha: TEST_CAPTCHA_PAYLOAD });
    expect(pendingLogin.read()).toEqual({ email: 'rosa@example.com', mode: 'medicVial' });
    expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Codigo enviado al correo' });
  });

  it('fills the module and e-mail a link carries, focuses the button and sends nothing', async () => {
    const calls = stubApi(() => ({ body: { data: { message: 'Codigo enviado al correo' } } }));
    const { router } = renderRecovery(
      undefined,
      `?${new URLSearchParams({ modulo: 'INTT', correo: 'pedro+admin@ejemplo.ve' })}`,
    );
    const email = await screen.findByLabelText(/Correo electrónico/);
    expect(email).toHaveValue('pedro+admin@ejemplo.ve');
    expect(screen.getByRole('radio', { name: 'INTT' })).toBeChecked();
    const send = screen.getByRole('button', { name: 'Enviar código' });
    await waitFor(() => expect(send).toHaveFocus());
    // Opening the link (a mail scanner does) spends no code: only the press sends.
    await captchaSolved();
    expect(calls).toEqual([]);
    fireEvent.click(send);
    expect(await screen.findByText('Página del código')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Verificacion-OTP/recovery');
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      [
        '/api/authINTT/forgetPassword',
        { email: 'pedro+admin@ejemplo.ve', altcha: TEST_CAPTCHA_PAYLOAD },
      ],
    ]);
  });

  it('fills a wrong e-mail from a link without focusing the button', async () => {
    const calls = stubApi(() => ({}));
    renderRecovery(undefined, '?correo=sin-arroba');
    expect(await screen.findByLabelText(/Correo electrónico/)).toHaveValue('sin-arroba');
    await captchaSolved();
    expect(screen.getByRole('button', { name: 'Enviar código' })).not.toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lets the person pick the module', async () => {
    const calls = stubApi(() => ({ body: { data: { message: 'ok' } } }));
    renderRecovery();
    fireEvent.click(await screen.findByLabelText('INTT'));
    await askForCode('luis@example.com');
    await waitFor(() => expect(calls[0]?.url).toBe('/api/authINTT/forgetPassword'));
  });

  it('says no user has that e-mail on 404', async () => {
    stubApi(() => apiError('USER_NOT_FOUND'));
    const { router } = renderRecovery({ mode: 'colegio' });
    await askForCode('nadie@example.com');
    await waitFor(() =>
      expect(alertsMock.errorAlert).toHaveBeenCalledWith(
        'No existe un usuario registrado con ese correo',
      ),
    );
    expect(router.state.location.pathname).toBe('/Recuperar-contrasena');
    expect(pendingLogin.read()).toBeNull();
  });

  it('opens an error dialog for other failures', async () => {
    stubApi(() => apiError('INTERNAL_ERROR'));
    renderRecovery();
    await askForCode('rosa@example.com');
    await waitFor(() =>
      expect(alertsMock.errorAlert).toHaveBeenCalledWith(
        'Ha ocurrido un error inesperado. Intente de nuevo más tarde.',
      ),
    );
  });

  it('checks the e-mail first', async () => {
    const calls = stubApi(() => ({}));
    renderRecovery();
    await askForCode('sin-arroba');
    expect(await screen.findByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends nothing while the challenge is not solved, and says so under it', async () => {
    globalThis.$altcha.defaults.set('mockError', true);
    const calls = stubApi(() => ({}));
    renderRecovery();
    await screen.findByText(/La verificación falló/, { selector: '[role=status]' });
    await askForCode('rosa@example.com', { waitForCaptcha: false });
    const message = await screen.findByText(/^No se envió: la verificación de seguridad falló/);
    expect(message.getAttribute('role')).toBe('alert');
    expect(calls).toEqual([]);
  });

  it('shows the server’s CAPTCHA_* message and solves a new challenge for the next try', async () => {
    let answer = apiError('CAPTCHA_REUSED');
    const calls = stubApi(() => answer);
    renderRecovery({ mode: 'colegio' });
    await askForCode('rosa@example.com');
    const first = document.querySelector('altcha-widget');
    await waitFor(() =>
      expect(alertsMock.errorAlert).toHaveBeenCalledWith(
        'Esa verificación ya fue usada. Resuélvala de nuevo.',
      ),
    );
    answer = { body: { data: { message: 'Codigo enviado al correo' } } };
    await askForCode('rosa@example.com');
    expect(await screen.findByText('Página del código')).toBeInTheDocument();
    expect(first?.isConnected).toBe(false); // a new widget, hence a new challenge
    expect(calls.map((call) => call.body)).toEqual([
      { email: 'rosa@example.com', altcha: TEST_CAPTCHA_PAYLOAD },
      { email: 'rosa@example.com', altcha: TEST_CAPTCHA_PAYLOAD },
    ]);
  });
});
