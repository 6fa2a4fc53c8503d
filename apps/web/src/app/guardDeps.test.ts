import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api/apiError';
import { useSessionStore } from '../shared/session/sessionStore';
import { alertsMock } from '../test/alertsMock';
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

  it('explains a refused session in Spanish in an error dialog', async () => {
    createGuardDeps('home').onCheckFailed(new ApiError(401, 'UNAUTHORIZED', 'No autorizado'));
    await vi.waitFor(() =>
      expect(errorAlert).toHaveBeenCalledWith(
        'Su sesión no es válida o ha expirado. Inicie sesión de nuevo.',
      ),
    );
  });

  it("shows the server's message for other failures", async () => {
    createGuardDeps('home').onCheckFailed(new ApiError(0, 'NETWORK_ERROR', 'Sin conexión'));
    await vi.waitFor(() => expect(errorAlert).toHaveBeenCalledWith('Sin conexión'));
  });
});
