import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { pendingLogin } from '../../../shared/session/authFlow';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { sessionUserOf } from '../../../test/sessionFixtures';
import { InttLoginPage } from './loginPages';

let keyPair: CryptoKeyPair;
let spki: string;

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

/** What the server does: base64url RSA-OAEP ciphertext back to `{ v, t }`. */
async function openSealed(sealed: string): Promise<unknown> {
  const base64 = sealed.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keyPair.privateKey, bytes);
  return JSON.parse(new TextDecoder().decode(plain));
}

beforeAll(async () => {
  // A real key pair (Node's WebCrypto): the test decrypts what the page sent.
  keyPair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  spki = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', keyPair.publicKey)));
});

function serverWith(login: (call: ApiCall) => ApiReply | Promise<ApiReply>) {
  return stubApi((call) => {
    if (call.url === '/api/auth/login-key') {
      return { body: { data: { kid: 'k1', algorithm: 'RSA-OAEP-256', spki } } };
    }
    return login(call);
  });
}

function sessionReply(step: 'terms' | 'otp' | 'ready'): ApiReply {
  const user = sessionUserOf({ email: 'luis@example.com', type: 'INTT', rol: 'Official' });
  return { body: { data: { token: 'tok-new', step, user } } };
}

function renderLogin() {
  return renderRoutes(
    [
      { path: '/inicio-INTT', element: <InttLoginPage /> },
      { path: '/Terminos-y-condiciones', element: <p>Página de términos</p> },
      { path: '/Verificacion-OTP/:type', element: <p>Página del código</p> },
      { path: '/perfil/DatosPersonales', element: <p>Página de perfil</p> },
    ],
    { initialPath: '/inicio-INTT' },
  );
}

async function submitLogin(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Correo electrónico/), {
    target: { value: email },
  });
  fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('LoginPage', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('shows the mode title, the logo and the links to recover and go back', async () => {
    serverWith(() => sessionReply('ready'));
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByText('AptoVial · INTT')).toBeInTheDocument();
    expect(document.querySelector('main img')?.getAttribute('src')).toContain('INTT');
    // The module in the address: it holds when the tap is the browser's own navigation.
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/Recuperar-contrasena?modulo=INTT',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('sends both credentials encrypted with the server key, never in plain text', async () => {
    const calls = serverWith(() => sessionReply('ready'));
    renderLogin();
    await submitLogin('Luis@Example.com', 'clave-secreta-1');
    await screen.findByText('Página de perfil');

    const login = calls.find((call) => call.url === '/api/authINTT/login');
    expect(login?.method).toBe('POST');
    const body = z.object({ email: z.string(), password: z.string() }).strict().parse(login?.body);
    expect(JSON.stringify(body)).not.toContain('luis@example.com');
    expect(JSON.stringify(body)).not.toContain('clave-secreta-1');
    expect(body.email).toMatch(/^[A-Za-z0-9_-]+$/);
    const email = await openSealed(body.email);
    const password = await openSealed(body.password);
    expect(email).toMatchObject({ v: 'luis@example.com', t: expect.any(Number) });
    expect(password).toMatchObject({ v: 'clave-secreta-1' });
  });

  it.each([
    ['terms', 'Página de términos', '/Terminos-y-condiciones'],
    ['otp', 'Página del código', '/Verificacion-OTP/login'],
    ['ready', 'Página de perfil', '/perfil/DatosPersonales'],
  ] as const)('after login at step %s goes to %s', async (step, page, path) => {
    serverWith(() => sessionReply(step));
    const { router } = renderLogin();
    await submitLogin('luis@example.com', 'clave-secreta-1');
    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(window.sessionStorage.getItem('token')).toBe('tok-new');
    expect(pendingLogin.read()).toEqual(
      step === 'ready' ? null : { email: 'luis@example.com', mode: 'INTT' },
    );
  });

  it("clears the session and keeps the server's message in view when login fails", async () => {
    useSessionStore.setState({ token: 'stale' });
    serverWith(() => apiError('INVALID_CREDENTIALS'));
    renderLogin();
    await submitLogin('luis@example.com', 'equivocada');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Correo o contraseña incorrectos.');
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('checks the e-mail before asking the server anything', async () => {
    const calls = serverWith(() => sessionReply('ready'));
    renderLogin();
    await submitLogin('no-es-un-correo', 'x');
    expect(await screen.findByText('Correo electrónico inválido')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/login'))).toBe(false));
  });

  it('disables the button while the login is on its way', async () => {
    const answers: ((reply: ApiReply) => void)[] = [];
    serverWith(() => new Promise<ApiReply>((resolve) => answers.push(resolve)));
    renderLogin();
    await submitLogin('luis@example.com', 'clave-secreta-1');
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Ingresar' }).hasAttribute('disabled')).toBe(true);
    for (const answer of answers) answer(sessionReply('ready'));
    expect(await screen.findByText('Página de perfil')).toBeInTheDocument();
    expect(alertsMock.errorAlert).not.toHaveBeenCalled();
  });
});
