import { CHALLENGE_HEADER, errorMessages, errorStatus } from '@aptovial/shared';
import { fireEvent, screen } from '@testing-library/react';
import { type Challenge, createChallenge, pbkdf2, verifySolution } from 'altcha/lib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as solver from '../../../shared/challenge/solve';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { renderRoutes } from '../../../test/render';
import { sessionUserOf } from '../../../test/sessionFixtures';
import { InttLoginPage } from './loginPages';

// Decision 0049: after repeated failures the sign-in asks for a proof of work; the page solves
// it and sends the same credentials again, so the person never types twice.
vi.mock('../../../shared/challenge/solve', async (importOriginal) => {
  const real = await importOriginal<typeof solver>();
  return { solveChallengeHeader: vi.fn(real.solveChallengeHeader) };
});

const secrets = { hmacSignatureSecret: 'prueba-firma', hmacKeySignatureSecret: 'prueba-clave' };
let challenge: Challenge;
let keyPair: CryptoKeyPair;
let spki: string;

beforeAll(async () => {
  challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: 7,
    deriveKey: pbkdf2.deriveKey,
    expiresAt: new Date(Date.now() + 600_000),
    ...secrets,
  });
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
  const der = new Uint8Array(await crypto.subtle.exportKey('spki', keyPair.publicKey));
  spki = btoa(String.fromCharCode(...der));
});
afterEach(() => {
  useSessionStore.getState().clear();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const refusal = (code: 'CHALLENGE_REQUIRED' | 'INVALID_CREDENTIALS', headers = {}) =>
  json(
    errorStatus[code],
    { statusCode: errorStatus[code], error: code, message: errorMessages[code] },
    headers,
  );

const challengeRequired = () =>
  refusal('CHALLENGE_REQUIRED', {
    [CHALLENGE_HEADER]: btoa(JSON.stringify(challenge)),
    'Retry-After': '1',
  });

/** Whether a payload solves our challenge, checked as the server checks it. */
async function solves(payload: unknown): Promise<boolean> {
  if (typeof payload !== 'string') return false;
  const { challenge: solved, solution } = JSON.parse(atob(payload));
  const result = await verifySolution({
    challenge: solved,
    solution,
    deriveKey: pbkdf2.deriveKey,
    ...secrets,
  });
  return result.verified && solved.signature === challenge.signature;
}

/** What the server does with a sealed credential: the value typed. */
async function opened(sealed: unknown): Promise<unknown> {
  const base64 = String(sealed).replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keyPair.privateKey, bytes);
  return (JSON.parse(new TextDecoder().decode(plain)) as { v: unknown }).v;
}

type LoginBody = { email: string; password: string; altcha?: string };

/** A server past three failures: no work, a challenge; with work, `withWork` answers. */
function stubServer(withWork: (body: LoginBody) => Response | Promise<Response>) {
  const logins: LoginBody[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/auth/login-key') {
        return json(200, { data: { kid: 'k1', algorithm: 'RSA-OAEP-256', spki } });
      }
      const body = JSON.parse(String(init.body)) as LoginBody;
      logins.push(body);
      if (body.altcha === undefined) return challengeRequired();
      return withWork(body);
    }),
  );
  return logins;
}

const signedIn = () => {
  const user = sessionUserOf({ email: 'luis@example.com', type: 'INTT', rol: 'Official' });
  return json(200, { data: { token: 'tok-new', step: 'ready', user } });
};

function renderLogin() {
  return renderRoutes(
    [
      { path: '/inicio-INTT', element: <InttLoginPage /> },
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

describe('LoginPage when the server asks for a proof of work', () => {
  it('solves it and sends the same credentials again with the solution', async () => {
    const logins = stubServer(() => signedIn());
    renderLogin();
    await submitLogin('luis@example.com', 'clave-secreta-1');
    expect(await screen.findByText('Página de perfil')).toBeInTheDocument();
    expect(logins).toHaveLength(2);
    expect(logins[0]?.altcha).toBeUndefined();
    expect(await solves(logins[1]?.altcha)).toBe(true);
    expect(await opened(logins[1]?.email)).toBe('luis@example.com');
    expect(await opened(logins[1]?.password)).toBe('clave-secreta-1');
  });

  it('says "Verificando…" on the button while it works', async () => {
    let finish: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const solve = vi.mocked(solver.solveChallengeHeader);
    const real = solve.getMockImplementation();
    solve.mockImplementationOnce(async (header, signal) => {
      await gate;
      return real ? real(header, signal) : null;
    });
    stubServer(() => signedIn());
    renderLogin();
    await submitLogin('luis@example.com', 'clave-secreta-1');
    const button = await screen.findByRole('button', { name: 'Verificando…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    finish();
    expect(await screen.findByText('Página de perfil')).toBeInTheDocument();
  });

  it('a wrong password with the work done is just wrong, and is not sent a third time', async () => {
    const logins = stubServer(() => refusal('INVALID_CREDENTIALS'));
    renderLogin();
    await submitLogin('luis@example.com', 'equivocada');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Correo o contraseña incorrectos.');
    expect(logins).toHaveLength(2);
  });

  it('a repeat refused again shows the server message instead of looping', async () => {
    const logins = stubServer(() => challengeRequired());
    renderLogin();
    await submitLogin('luis@example.com', 'clave-secreta-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(errorMessages.CHALLENGE_REQUIRED);
    expect(logins).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });
});
