import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api/apiError';
import { useSessionStore } from '../shared/session/sessionStore';
import { alertsMock } from '../test/alertsMock';
import { verifiedSessionOf } from '../test/sessionFixtures';
import { createGuardDeps } from './guardDeps';
import { queryClient } from './queryClient';

// setup.ts puts these spies in place of the alert helpers.
const { errorAlert } = alertsMock;

describe('createGuardDeps', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    errorAlert.mockClear();
  });

  it('reads the token kept in session storage', () => {
    useSessionStore.setState({ token: 'tok' });
    expect(createGuardDeps('home').readToken()).toBe('tok');
  });

  it('clears the session at once and the cached data soon after when the check fails', async () => {
    useSessionStore.setState({ token: 'expired' });
    window.sessionStorage.setItem('token', 'expired');
    queryClient.setQueryData(['certificates'], ['cached']);

    createGuardDeps('home').onCheckFailed(new ApiError(401, 'UNAUTHORIZED', 'No autorizado'));

    expect(useSessionStore.getState().token).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    await vi.waitFor(() => expect(queryClient.getQueryData(['certificates'])).toBeUndefined());
  });

  it('opens no dialog for a refused session: the sign-in page says it expired', async () => {
    queryClient.setQueryData(['certificates'], ['cached']);
    createGuardDeps('home').onCheckFailed(new ApiError(401, 'UNAUTHORIZED', 'No autorizado'));
    await vi.waitFor(() => expect(queryClient.getQueryData(['certificates'])).toBeUndefined());
    expect(errorAlert).not.toHaveBeenCalled();
  });

  it("remembers the mode of the tab's last session until it is cleared", () => {
    const deps = createGuardDeps('home');
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'nurse', rol: 'Secretary' }));
    expect(deps.readSessionMode()).toBe('colegio');
    useSessionStore.getState().clear();
    expect(deps.readSessionMode()).toBeNull();
  });

  it("keeps a token lent by another tab as this tab's own, still unconfirmed", () => {
    createGuardDeps('home').onBorrowed('lent');
    expect(useSessionStore.getState().token).toBe('lent');
    expect(useSessionStore.getState().user).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBe('lent');
  });

  it("shows the server's message for other failures", async () => {
    createGuardDeps('home').onCheckFailed(new ApiError(0, 'NETWORK_ERROR', 'Sin conexión'));
    await vi.waitFor(() => expect(errorAlert).toHaveBeenCalledWith('Sin conexión'));
  });
});
