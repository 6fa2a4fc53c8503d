import { apiPaths } from '@aptovial/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingLogin, resetProof } from '../../../shared/session/authFlow';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { captchaInTestMode, captchaSolved, TEST_CAPTCHA_PAYLOAD } from '../../../test/captcha';
import { renderRoutes } from '../../../test/render';
import { sessionUserOf, verifiedSessionOf } from '../../../test/sessionFixtures';
import { OtpPage } from './OtpPage';

const email = 'rosa@example.com';

captchaInTestMode();

function renderOtp(type: string) {
  return renderRoutes(
    [
      { path: '/Verificacion-OTP/:type', element: <OtpPage /> },
      { path: '/perfil/DatosPersonales', element: <p>Página de perfil</p> },
      { path: '/Cambiar-contrasena', element: <p>Página de contraseña nueva</p> },
      { path: '/Recuperar-contrasena', element: <p>Página de recuperación</p> },
      { path: '/', element: <p>Página de inicio</p> },
    ],
    { initialPath: `/Verificacion-OTP/${type}` },
  );
}

function startLogin() {
  useSessionStore
    .getState()
    .signIn(verifiedSessionOf({ email, type: 'medicVial' }, { token: 'tok-otp', step: 'otp' }));
}

async function enterCode(code: string) {
  fireEvent.change(await screen.findByLabelText(/Código de verificación/), {
    target: { value: code },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Verificar código' }));
}

/**
 * The API of a login's second step: the passkey status first (none here, so the code is used),
 * answered apart; `calls` keeps the code's calls only.
 */
function stubCodeApi(
  handler: (call: ApiCall) => ApiReply | Promise<ApiReply>,
  status = { registered: false, required: false, codeAllowed: true },
): ApiCall[] {
  const calls: ApiCall[] = [];
  stubApi((call) => {
    if (call.url === apiPaths.passkeySignIn) return { body: { data: status } };
    calls.push(call);
    return handler(call);
  });
  return calls;
}

function resendButton() {
  return screen.getByRole('button', { name: 'Reenviar código' });
}

describe('OtpPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('verifies a login code with the session token and lands on the profile', async () => {
    startLogin();
    const ready = sessionUserOf({ email, type: 'medicVial' });
    const calls = stubCodeApi(() => ({
      body: { data: { token: 'tok-otp', step: 'ready', user: ready } },
    }));
    const { router } = renderOtp('login');
    expect(await screen.findByText(/enviamos a rosa@example.com/)).toBeInTheDocument();
    await enterCode('123456');
    expect(await screen.findByText('Página de perfil')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/perfil/DatosPersonales');
    expect(calls[0]?.url).toBe('/api/credentialMedic/verify-otp-email');
    expect(calls[0]?.body).toEqual({ email, otp: '123456', type: 'login' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-otp');
    expect(useSessionStore.getState().step).toBe('ready');
    expect(pendingLogin.read()).toBeNull();
  });

  it("shows a refused code's message under the input", async () => {
    startLogin();
    stubCodeApi(() => apiError('OTP_INVALID'));
    renderOtp('login');
    await enterCode('000000');
    expect(await screen.findByText('El código no es correcto.')).toBeInTheDocument();
    expect(useSessionStore.getState().step).toBe('otp');
  });

  it('offers the passkey and no code when the module requires passkeys', async () => {
    startLogin();
    const calls = stubCodeApi(() => ({}), { registered: true, required: true, codeAllowed: false });
    renderOtp('login');
    expect(await screen.findByRole('button', { name: 'Usar llave de acceso' })).toBeInTheDocument();
    expect(screen.getByText(/exige iniciar sesión con una llave de acceso/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Código de verificación/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar código' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('offers both when the person has a passkey and the code is still allowed', async () => {
    startLogin();
    stubCodeApi(() => ({}), { registered: true, required: false, codeAllowed: true });
    renderOtp('login');
    expect(await screen.findByRole('button', { name: 'Usar llave de acceso' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Código de verificación/)).toBeInTheDocument();
  });

  it('asks for six digits before calling the server', async () => {
    startLogin();
    const calls = stubCodeApi(() => ({}));
    renderOtp('login');
    await enterCode('12a');
    expect(await screen.findByText('El código debe tener 6 dígitos')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('turns a verified recovery code into the reset proof, off the URL', async () => {
    pendingLogin.write({ email, mode: 'INTT' });
    const token = 'r'.repeat(40);
    const calls = stubApi(() => ({ body: { data: { resetToken: token } } }));
    const { router } = renderOtp('recovery');
    await enterCode('654321');
    expect(await screen.findByText('Página de contraseña nueva')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Cambiar-contrasena');
    expect(router.state.location.search).toBe('');
    expect(calls[0]?.url).toBe('/api/authINTT/verify-otp-email');
    expect(calls[0]?.body).toEqual({ email, otp: '654321', type: 'recovery' });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(resetProof.read()).toEqual({ email, resetToken: token, mode: 'INTT' });
  });

  it('lets a new code be asked for only after 60 seconds, then counts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    startLogin();
    const resends: ApiCall[] = [];
    stubCodeApi((call) => {
      resends.push(call);
      return { body: { data: { message: 'Codigo enviado al correo' } } } satisfies ApiReply;
    });
    renderOtp('login');
    expect(await screen.findByText('Podrá pedir otro código en 60 s')).toBeInTheDocument();
    expect(resendButton().hasAttribute('disabled')).toBe(true);

    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('Podrá pedir otro código en 1 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(resendButton().hasAttribute('disabled')).toBe(false);

    fireEvent.click(resendButton());
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Codigo enviado al correo' }),
    );
    expect(resends[0]?.url).toBe('/api/credentialMedic/resend-otp-email');
    expect(resends[0]?.body).toEqual({ email, type: 'login' });
    expect(await screen.findByText('Podrá pedir otro código en 60 s')).toBeInTheDocument();
    expect(resendButton().hasAttribute('disabled')).toBe(true);
  });

  it('resends a recovery code with a solved challenge, shown once the wait is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pendingLogin.write({ email, mode: 'INTT' });
    const calls = stubApi(() => ({ body: { data: { message: 'Codigo enviado al correo' } } }));
    renderOtp('recovery');
    await screen.findByText('Podrá pedir otro código en 60 s');
    expect(screen.queryByText('Verificación de seguridad')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    await captchaSolved();
    fireEvent.click(resendButton());
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Codigo enviado al correo' }),
    );
    expect(calls[0]?.url).toBe('/api/authINTT/resend-otp-email');
    expect(calls[0]?.body).toEqual({ email, type: 'recovery', altcha: TEST_CAPTCHA_PAYLOAD });
  });

  it('says the resend failed when the server refuses it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    startLogin();
    stubApi(() => apiError('OTP_RESEND_TOO_SOON'));
    renderOtp('login');
    await screen.findByText('Podrá pedir otro código en 60 s');
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(resendButton());
    await waitFor(() => expect(alertsMock.errorAlert).toHaveBeenCalledOnce());
    const message = alertsMock.errorAlert.mock.lastCall?.[0];
    expect(message).toContain('Error en el reenvío del código');
    expect(message).toContain('Debe esperar un minuto');
    expect(alertsMock.toast).not.toHaveBeenCalled();
  });

  it('goes to the landing without a sign-in in progress', async () => {
    renderOtp('login');
    expect(await screen.findByText('Página de inicio')).toBeInTheDocument();
  });

  it('rejects an unknown code type', async () => {
    pendingLogin.write({ email, mode: 'INTT' });
    renderOtp('otra-cosa');
    expect(await screen.findByText('Página de inicio')).toBeInTheDocument();
  });
});
