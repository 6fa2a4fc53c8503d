import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../shared/session/sessionStore';
import { useLoadingStore } from '../shared/ui/loadingStore';
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

  it('removes the token, resets every store and the query cache, then goes to the login', () => {
    useSessionStore.getState().signIn({
      token: 'tok',
      user: { names: 'Luis', lastNames: 'Mora', email: 'l@example.com', image: null },
      module: 'INTT',
      role: 'Official',
    });
    useLoadingStore.getState().setLoading(true);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['users'], [{ id: 1 }]);
    const navigate = vi.fn();

    logout({ queryClient, navigate, fallbackMode: 'medicVial' });

    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(useLoadingStore.getState().loading).toBe(false);
    expect(queryClient.getQueryData(['users'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/inicio-INTT', { replace: true });
  });
});
