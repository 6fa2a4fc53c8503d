import { apiPaths } from '@aptovial/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../shared/session/sessionStore';
import { createTabSync, stopTabSync, TAB_CHANNEL } from '../shared/session/tabSync';
import { stubApi } from '../test/apiStub';
import { sessionUserOf } from '../test/sessionFixtures';
import { createAppRouter } from './router';

const user = sessionUserOf({ type: 'INTT', rol: 'Official' });

describe('the app router in a new tab (decision 0069)', () => {
  afterEach(() => {
    stopTabSync();
    window.history.replaceState(null, '', '/');
  });

  it('opens a protected address with the session another open tab lends', async () => {
    const openTab = createTabSync(new BroadcastChannel(TAB_CHANNEL), {
      lendableToken: () => 'tok-open',
      onSignedOutElsewhere: vi.fn(),
    });
    const calls = stubApi((call) =>
      call.url === apiPaths.checkAuth
        ? { body: { token: 'tok-open', step: 'ready', user } }
        : { status: 404, body: {} },
    );
    window.history.replaceState(null, '', '/Medicos-INTT/Medicos-INTT');

    // The first page's guard runs as the router is created: the tabs must already be joined.
    const router = createAppRouter();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5000 });

    expect(router.state.location.pathname).toBe('/Medicos-INTT/Medicos-INTT');
    expect(useSessionStore.getState().token).toBe('tok-open');
    expect(useSessionStore.getState().user?.rol).toBe('Official');
    expect(calls.find((call) => call.url === apiPaths.checkAuth)?.body).toEqual({
      token: 'tok-open',
    });
    router.dispose();
    openTab.close();
  });
});
