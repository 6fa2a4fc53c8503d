import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { VerifiedSession } from '../shared/session/sessionStore';
import { decideByRole, decideByToken, type GuardDeps, guardLoader, resolveAccess } from './guards';

const medicVialAdmin: VerifiedSession = {
  token: 'tok',
  user: { names: 'Ana', lastNames: 'Pérez', email: 'ana@example.com', image: null },
  module: 'medicVial',
  role: 'Admin',
};
const vialDirector: VerifiedSession = { ...medicVialAdmin, role: 'VialDirector' };

function fakeDeps(overrides: Partial<GuardDeps> = {}): GuardDeps {
  return {
    readToken: () => null,
    readVerifiedSession: () => null,
    checkSession: vi.fn(async () => medicVialAdmin),
    onVerified: vi.fn(),
    onCheckFailed: vi.fn(),
    signedInHome: 'dataProfile',
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

  it('answers null when access is allowed', async () => {
    const loader = guardLoader('public', fakeDeps());
    await expect(loader(loaderArgs())).resolves.toBeNull();
  });
});
