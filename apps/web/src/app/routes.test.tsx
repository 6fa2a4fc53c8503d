import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore, type VerifiedSession } from '../shared/session/sessionStore';
import { renderRoutes } from '../test/render';
import type { GuardDeps } from './guards';
import { type AppRoute, appRoutes, buildRouteObjects, signedInHomeOf } from './routes';

const session: VerifiedSession = {
  token: 'tok',
  user: { names: 'Rosa', lastNames: 'Gil', email: 'rosa@example.com', image: null },
  module: 'medic',
  role: 'President',
};

/** The real session store with a fake server check. */
function guardDeps(checkSession: GuardDeps['checkSession']): GuardDeps {
  return {
    readToken: () => useSessionStore.getState().token,
    readVerifiedSession: () => {
      const { token, user, module, role } = useSessionStore.getState();
      return token && user && module && role ? { token, user, module, role } : null;
    },
    checkSession,
    onVerified: (verified) => useSessionStore.getState().signIn(verified),
    onCheckFailed: vi.fn(() => useSessionStore.getState().clear()),
    signedInHome: signedInHomeOf(appRoutes),
  };
}

function renderApp(path: string, deps = guardDeps(async () => session)) {
  return { ...renderRoutes(buildRouteObjects(appRoutes, deps), { initialPath: path }), deps };
}

describe('route table', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('mounts only the pages that exist: the landing and the /home layout', () => {
    expect(appRoutes.map((route) => route.name)).toEqual(['indexAptoVial', 'home']);
  });

  it('sends signed-in users to dataProfile once it exists, to home until then', () => {
    expect(signedInHomeOf(appRoutes)).toBe('home');
    const withProfile: AppRoute[] = [
      ...appRoutes,
      { name: 'dataProfile', page: null, guard: 'session' },
    ];
    expect(signedInHomeOf(withProfile)).toBe('dataProfile');
  });

  it('shows the landing at / without a session', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects any unknown path to /', async () => {
    const { router } = renderApp('/no-existe/para-nada');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor without a token from /home to the landing', async () => {
    const { router, deps } = renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
    expect(deps.onCheckFailed).not.toHaveBeenCalled();
  });

  it('checks the stored token, then shows the layout at /home', async () => {
    useSessionStore.setState({ token: 'tok' });
    const checkSession = vi.fn(async () => session);
    const { router } = renderApp('/home', guardDeps(checkSession));
    expect(await screen.findByText('Rosa Gil')).toBeDefined();
    expect(screen.getByText('Presidente')).toBeDefined();
    expect(checkSession).toHaveBeenCalledWith('tok');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('clears a token the server refuses and goes to the landing', async () => {
    useSessionStore.setState({ token: 'expired' });
    const deps = guardDeps(async () => {
      throw new Error('Sesión expirada');
    });
    const { router } = renderApp('/home', deps);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
    expect(deps.onCheckFailed).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('sends a signed-in user away from the landing', async () => {
    useSessionStore.getState().signIn(session);
    const { router } = renderApp('/');
    expect(await screen.findByText('Rosa Gil')).toBeDefined();
    expect(router.state.location.pathname).toBe('/home');
  });
});
