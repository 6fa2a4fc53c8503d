import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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
    'sends a visitor without a token from %s routes to the landing',
    (guard) => {
      expect(decideByToken(guard, false, 'dataProfile')).toEqual({
        kind: 'redirect',
        to: 'indexAptoVial',
      });
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

  it('sends to the landing and reports the failure when the server refuses the token', async () => {
    const refusal = new Error('expired');
    const deps = fakeDeps({
      readToken: () => 'tok',
      checkSession: vi.fn(async () => {
        throw refusal;
      }),
    });
    await expect(resolveAccess('session', deps)).resolves.toBe('indexAptoVial');
    expect(deps.onCheckFailed).toHaveBeenCalledWith(refusal);
    expect(deps.onVerified).not.toHaveBeenCalled();
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
  function loaderArgs(): LoaderFunctionArgs {
    const url = new URL('http://localhost/home');
    return { request: new Request(url), url, pattern: '/home', params: {}, context: undefined };
  }

  it('answers a redirect response to the target path', async () => {
    const loader = guardLoader('session', fakeDeps());
    const result = await loader(loaderArgs());
    expect(result).toBeInstanceOf(Response);
    if (!(result instanceof Response)) return;
    expect(result.status).toBe(302);
    expect(result.headers.get('Location')).toBe('/');
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
