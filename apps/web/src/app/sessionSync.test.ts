import { apiPaths } from '@aptovial/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../shared/api/http';
import { useSessionStore } from '../shared/session/sessionStore';
import { apiError, stubApi } from '../test/apiStub';
import { verifiedSessionOf } from '../test/sessionFixtures';
import {
  leaveRefusedSession,
  type SessionNavigator,
  signOutHere,
  startSessionSync,
} from './sessionSync';

function navigatorAt(pathname: string, search = '') {
  const navigate = vi.fn();
  const navigator: SessionNavigator = {
    navigate,
    location: () => ({ pathname, search, hash: '' }),
  };
  return { navigator, navigate };
}

const roadDoctor = verifiedSessionOf(
  { type: 'medicVial', rol: 'VialDirector' },
  { token: 'tok-a' },
);

describe('a sign-out in another tab (decision 0069)', () => {
  it('ends this tab’s session too and shows the sign-in of its module', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'INTT' }, { token: 'tok-a' }));
    const { navigator, navigate } = navigatorAt('/INTT/Lista-usuarios-INTT');
    const revoke = vi.fn(async () => {});
    await signOutHere('tok-a', { navigator, revoke });
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    // The same session was revoked by the tab that signed out.
    expect(revoke).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/inicio-INTT');
  });

  it('revokes a session this tab opened on its own before leaving', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'nurse' }, { token: 'tok-b' }));
    const { navigator, navigate } = navigatorAt('/medicos/Lista-medicos');
    const revoke = vi.fn(async () => {});
    await signOutHere('tok-a', { navigator, revoke });
    expect(revoke).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/Login');
  });

  it('does nothing in a tab without a session', async () => {
    const { navigator, navigate } = navigatorAt('/');
    await signOutHere('tok-a', { navigator, revoke: vi.fn(async () => {}) });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a session refused while its page is open', () => {
  it('goes to the sign-in of the page’s module saying it expired, to come back here', async () => {
    useSessionStore.getState().signIn(roadDoctor);
    const { navigator, navigate } = navigatorAt(
      '/Medicos-Vial/Lista-Certificados-viales',
      '?page=2',
    );
    await leaveRefusedSession(
      { token: 'tok-a', path: apiPaths.listCertifieldsVial },
      { navigator },
    );
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith(
      '/inicio-Medico-Vial?aviso=sesion-expirada&volver=%2FMedicos-Vial%2FLista-Certificados-viales%3Fpage%3D2',
    );
  });

  it('leaves the check and the logout to their callers, and an old token alone', async () => {
    useSessionStore.getState().signIn(roadDoctor);
    const { navigator, navigate } = navigatorAt('/Medicos-Vial/panel');
    await leaveRefusedSession({ token: 'tok-a', path: apiPaths.checkAuth }, { navigator });
    await leaveRefusedSession({ token: 'tok-a', path: apiPaths.logout }, { navigator });
    await leaveRefusedSession({ token: 'tok-old', path: apiPaths.dashboardVial }, { navigator });
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('tok-a');
  });

  describe('through the HTTP client', () => {
    let stop = () => {};
    afterEach(() => stop());

    it('follows a 401 of any call made with the session', async () => {
      const { navigator, navigate } = navigatorAt('/Medicos-Vial/panel');
      stop = startSessionSync(navigator);
      useSessionStore.getState().signIn(roadDoctor);
      stubApi(() => apiError('SESSION_EXPIRED'));
      await expect(http.get(apiPaths.dashboardVial)).rejects.toThrow();
      await vi.waitFor(() =>
        expect(navigate).toHaveBeenCalledWith(
          '/inicio-Medico-Vial?aviso=sesion-expirada&volver=%2FMedicos-Vial%2Fpanel',
        ),
      );
      expect(useSessionStore.getState().token).toBeNull();
    });
  });
});
