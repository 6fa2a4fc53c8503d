import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../shared/session/sessionStore';
import {
  createTabSync,
  startTabSync,
  stopTabSync,
  TAB_CHANNEL,
} from '../../shared/session/tabSync';
import { beginWait, selectLoading, useLoadingStore } from '../../shared/ui/loadingStore';
import { verifiedSessionOf } from '../../test/sessionFixtures';
import { loginRouteOf, logout } from './logout';

describe('loginRouteOf', () => {
  it.each([
    ['medic', 'login'],
    ['nurse', 'login'],
    ['INTT', 'loginINTT'],
    ['medicVial', 'loginMedicVial'],
  ] as const)('sends %s to %s', (module, route) => {
    expect(loginRouteOf(module, 'medicVial')).toBe(route);
  });

  it('falls back to the deployment mode without a module', () => {
    expect(loginRouteOf(null, 'INTT')).toBe('loginINTT');
  });
});

describe('logout', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('removes the token, resets every store and the query cache, then goes to the login', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'INTT', rol: 'Official' }));
    beginWait();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['users'], [{ id: 1 }]);
    const navigate = vi.fn();

    await logout({
      queryClient,
      navigate,
      fallbackMode: 'medicVial',
      revokeSession: vi.fn(async () => {}),
    });

    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(selectLoading(useLoadingStore.getState())).toBe(false);
    expect(queryClient.getQueryData(['users'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/inicio-INTT', { replace: true });
  });

  it('asks the server to revoke the token first, with the token still attached', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic' }, { token: 'tok-9' }));
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ data: { message: 'Sesión cerrada' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn();

    await logout({ queryClient: new QueryClient(), navigate, fallbackMode: 'INTT' });

    expect(fetchMock).toHaveBeenCalledOnce();
    const call = fetchMock.mock.lastCall;
    if (call === undefined) throw new Error('fetch was not called');
    const [url, init] = call;
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-9');
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/Login', { replace: true });
    vi.unstubAllGlobals();
  });

  it('logs out locally even when the server call fails', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medicVial' }));
    const navigate = vi.fn();
    const revokeSession = vi.fn(async () => {
      throw new Error('sin conexión');
    });

    await logout({ queryClient: new QueryClient(), navigate, fallbackMode: 'INTT', revokeSession });

    expect(revokeSession).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/inicio-Medico-Vial', { replace: true });
  });

  it('does not call the server without a token', async () => {
    const revokeSession = vi.fn(async () => {});
    await logout({
      queryClient: new QueryClient(),
      navigate: vi.fn(),
      fallbackMode: 'INTT',
      revokeSession,
    });
    expect(revokeSession).not.toHaveBeenCalled();
  });

  it('tells the other tabs which session ended, so they sign out too (decision 0069)', async () => {
    startTabSync({ lendableToken: () => null, onSignedOutElsewhere: vi.fn() });
    const otherTabSignedOut = vi.fn();
    const otherTab = createTabSync(new BroadcastChannel(TAB_CHANNEL), {
      lendableToken: () => 'tok-7',
      onSignedOutElsewhere: otherTabSignedOut,
    });
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'INTT' }, { token: 'tok-7' }));

    await logout({
      queryClient: new QueryClient(),
      navigate: vi.fn(),
      fallbackMode: 'INTT',
      revokeSession: vi.fn(async () => {}),
    });

    await vi.waitFor(() => expect(otherTabSignedOut).toHaveBeenCalledWith('tok-7'));
    otherTab.close();
    stopTabSync();
  });
});
