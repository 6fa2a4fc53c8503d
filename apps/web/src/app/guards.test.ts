import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api/apiError';
import { verifiedSessionOf } from '../test/sessionFixtures';
import { decideByRole, decideByToken, type GuardDeps, guardLoader, resolveAccess } from './guards';

const medicVialAdmin = verifiedSessionOf({ type: 'medicVial', rol: 'Admin' });
const vialDirector = verifiedSessionOf({ type: 'medicVial', rol: 'VialDirector' });

function fakeDeps(overrides: Partial<GuardDeps> = {}): GuardDeps {
  return {
    readToken: () => null,
    readVerifiedSession: () => null,
    checkSession: vi.fn(async () => medicVialAdmin),
    onVerified: vi.fn(),
    onCheckFailed: vi.fn(),
    signedInHome: 'dataProfile',
    hasPendingLogin: () => false,
    hasResetProof: () => false,
    borrowToken: vi.fn(async () => null),
    onBorrowed: vi.fn(),
    readSessionMode: () => null,
    deploymentMode: () => 'colegio',
    ...overrides,
  };
}

describe('decideByToken', () => {
  it('lets a visitor without a token into public routes', () => {
    expect(decideByToken('public', false, 'dataProfile')).toEqual({ kind: 'allow' });
  });

  it('sends a user with a token away from public routes to dataProfile', () => {
    expect(decideByToken('public', true, 'dataProfile')).toEqual({
      kind: 'redirect',
      to: 'dataProfile',
    });
  });

  it.each(['session', 'admin'] as const)(
    'sends a visitor without a token from %s routes to a sign-in',
    (guard) => {
      expect(decideByToken(guard, false, 'dataProfile')).toEqual({ kind: 'signIn' });
    },
  );

  it.each(['session', 'admin'] as const)('asks the server about a token on %s routes', (guard) => {
    expect(decideByToken(guard, true, 'dataProfile')).toEqual({ kind: 'verify' });
  });
});

describe('decideByRole', () => {
  it('admits only Admin to admin routes (listMedicsVial)', () => {
    expect(decideByRole('admin', 'Admin')).toBeNull();
    expect(decideByRole('admin', 'VialDirector')).toBe('indexAptoVial');
    expect(decideByRole('admin', 'President')).toBe('indexAptoVial');
  });

  it('admits any role to session routes', () => {
    expect(decideByRole('session', 'Official')).toBeNull();
  });
});

describe('resolveAccess with a fake checker', () => {
  it('does not call the server for public routes', async () => {
    const deps = fakeDeps({ readToken: () => 'tok' });
    await expect(resolveAccess('public', deps)).resolves.toBe('dataProfile');
    expect(deps.checkSession).not.toHaveBeenCalled();
  });

  it('checks an unverified token once and keeps the confirmed session', async () => {
    const deps = fakeDeps({ readToken: () => 'tok' });
    await expect(resolveAccess('session', deps)).resolves.toBeNull();
    expect(deps.checkSession).toHaveBeenCalledWith('tok');
    expect(deps.onVerified).toHaveBeenCalledWith(medicVialAdmin);
  });

  it('skips the server when this token was already confirmed', async () => {
    const deps = fakeDeps({ readToken: () => 'tok', readVerifiedSession: () => medicVialAdmin });
    await expect(resolveAccess('admin', deps)).resolves.toBeNull();
    expect(deps.checkSession).not.toHaveBeenCalled();
  });

  it('re-checks when the confirmed session belongs to another token', async () => {
    const deps = fakeDeps({ readToken: () => 'new', readVerifiedSession: () => medicVialAdmin });
    await resolveAccess('session', deps);
    expect(deps.checkSession).toHaveBeenCalledWith('new');
  });

  it('sends to a sign-in saying the session expired when the server refuses the token', async () => {
    const refusal = new ApiError(401, 'SESSION_EXPIRED', 'Sesión expirada');
    const deps = fakeDeps({
      readToken: () => 'tok',
      readSessionMode: () => 'INTT',
      checkSession: vi.fn(async () => {
        throw refusal;
      }),
    });
    await expect(resolveAccess('session', deps)).resolves.toEqual({
      signIn: 'expired',
      hint: 'INTT',
    });
    expect(deps.onCheckFailed).toHaveBeenCalledWith(refusal);
    expect(deps.onVerified).not.toHaveBeenCalled();
  });

  it('sends to a sign-in without a notice when the check fails otherwise (no connection)', async () => {
    const deps = fakeDeps({
      readToken: () => 'tok',
      checkSession: vi.fn(async () => {
        throw new ApiError(0, 'NETWORK_ERROR', 'Sin conexión');
      }),
    });
    await expect(resolveAccess('session', deps)).resolves.toEqual({ signIn: null, hint: null });
  });

  it('asks to sign in when neither this tab nor another has a session', async () => {
    const deps = fakeDeps();
    await expect(resolveAccess('session', deps)).resolves.toEqual({
      signIn: 'required',
      hint: null,
    });
    expect(deps.borrowToken).toHaveBeenCalledOnce();
    expect(deps.checkSession).not.toHaveBeenCalled();
  });

  it("takes another tab's session, keeps it and has the server confirm it (decision 0069)", async () => {
    const deps = fakeDeps({ borrowToken: vi.fn(async () => 'lent') });
    await expect(resolveAccess('session', deps)).resolves.toBeNull();
    expect(deps.onBorrowed).toHaveBeenCalledWith('lent');
    expect(deps.checkSession).toHaveBeenCalledWith('lent');
    expect(deps.onVerified).toHaveBeenCalledWith(medicVialAdmin);
  });

  it('never borrows a session for a public page', async () => {
    const deps = fakeDeps({ borrowToken: vi.fn(async () => 'lent') });
    await expect(resolveAccess('public', deps)).resolves.toBeNull();
    expect(deps.borrowToken).not.toHaveBeenCalled();
  });

  it('sends a confirmed non-Admin away from admin routes', async () => {
    const deps = fakeDeps({
      readToken: () => 'tok',
      checkSession: vi.fn(async () => vialDirector),
    });
    await expect(resolveAccess('admin', deps)).resolves.toBe('indexAptoVial');
  });
});

describe('sign-in steps and flows', () => {
  it.each([
    ['terms', 'terms'],
    ['otp', 'otp'],
  ] as const)('sends a session at step %s only to its page', async (step, route) => {
    const pending = verifiedSessionOf({}, { step });
    const deps = fakeDeps({ readToken: () => 'tok', checkSession: vi.fn(async () => pending) });
    await expect(resolveAccess('session', deps)).resolves.toBe(route);
    await expect(resolveAccess('admin', deps)).resolves.toBe(route);
  });

  it('admits the terms and code pages only with a pending e-mail', async () => {
    await expect(resolveAccess('pendingLogin', fakeDeps())).resolves.toBe('indexAptoVial');
    const deps = fakeDeps({ hasPendingLogin: () => true, readToken: () => 'tok' });
    await expect(resolveAccess('pendingLogin', deps)).resolves.toBeNull();
    expect(deps.checkSession).not.toHaveBeenCalled();
  });

  it('admits Cambiar-contrasena only with a reset proof, else back to recovery', async () => {
    await expect(resolveAccess('resetProof', fakeDeps())).resolves.toBe('recoveryAccount');
    const deps = fakeDeps({ hasResetProof: () => true });
    await expect(resolveAccess('resetProof', deps)).resolves.toBeNull();
  });
});

describe('guardLoader', () => {
  function loaderArgs(address = '/home'): LoaderFunctionArgs {
    const url = new URL(address, 'http://localhost');
    return {
      request: new Request(url),
      url,
      pattern: url.pathname,
      params: {},
      context: undefined,
    };
  }

  async function locationOf(loader: ReturnType<typeof guardLoader>, address?: string) {
    const result = await loader(loaderArgs(address));
    return result instanceof Response ? result.headers.get('Location') : null;
  }

  it('answers a redirect response to the target path', async () => {
    const loader = guardLoader('public', fakeDeps({ readToken: () => 'tok' }));
    const result = await loader(loaderArgs('/Login'));
    expect(result).toBeInstanceOf(Response);
    if (!(result instanceof Response)) return;
    expect(result.status).toBe(302);
    expect(result.headers.get('Location')).toBe('/perfil/DatosPersonales');
  });

  it.each([
    ['/INTT/Lista-usuarios-INTT', '/inicio-INTT'],
    ['/Medicos-Vial/panel', '/inicio-Medico-Vial'],
    ['/operativos/pagar-solicitud', '/inicio-Medico-Vial'],
    ['/ajustes/comision-dolar', '/Login'],
    ['/medicos/Lista-medicos', '/Login'],
    ['/Medicos-INTT/Medicos-INTT', '/inicio-INTT'],
  ])('sends %s without a session to the sign-in of its module, %s', async (asked, login) => {
    const loader = guardLoader('session', fakeDeps({ deploymentMode: () => 'medicVial' }));
    const volver = encodeURIComponent(asked);
    expect(await locationOf(loader, asked)).toBe(`${login}?aviso=inicie-sesion&volver=${volver}`);
  });

  it("sends a page several modules open to the tab's last module, else the deployment's", async () => {
    const expired = new ApiError(401, 'SESSION_EXPIRED', 'Sesión expirada');
    const refused = fakeDeps({
      readToken: () => 'tok',
      readSessionMode: () => 'INTT',
      deploymentMode: () => 'medicVial',
      checkSession: vi.fn(async () => {
        throw expired;
      }),
    });
    const asked = '/certificados/Lista-certificados?page=3&order=serial';
    expect(await locationOf(guardLoader('session', refused), asked)).toBe(
      `/inicio-INTT?aviso=sesion-expirada&volver=${encodeURIComponent(asked)}`,
    );
    const fresh = fakeDeps({ deploymentMode: () => 'medicVial' });
    expect(await locationOf(guardLoader('session', fresh), '/perfil/DatosPersonales')).toBe(
      '/inicio-Medico-Vial?aviso=inicie-sesion&volver=%2Fperfil%2FDatosPersonales',
    );
  });

  it('redirects an unfinished sign-in to the login code page', async () => {
    const pending = verifiedSessionOf({}, { step: 'otp' });
    const loader = guardLoader(
      'session',
      fakeDeps({ readVerifiedSession: () => pending, readToken: () => 'tok' }),
    );
    const result = await loader(loaderArgs());
    expect(result instanceof Response && result.headers.get('Location')).toBe(
      '/Verificacion-OTP/login',
    );
  });

  it('answers null when access is allowed', async () => {
    const loader = guardLoader('public', fakeDeps());
    await expect(loader(loaderArgs())).resolves.toBeNull();
  });
});
