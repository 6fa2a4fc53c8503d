import { afterEach, describe, expect, it } from 'vitest';
import { selectVerifiedSession, useSessionStore, type VerifiedSession } from './sessionStore';

const session: VerifiedSession = {
  token: 'abc123',
  user: { names: 'Ana', lastNames: 'Pérez', email: 'ana@example.com', image: null },
  module: 'medicVial',
  role: 'Admin',
};

describe('session store', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('keeps the token in session storage under "token" on sign-in', () => {
    useSessionStore.getState().signIn(session);
    expect(window.sessionStorage.getItem('token')).toBe('abc123');
    expect(selectVerifiedSession(useSessionStore.getState())).toEqual(session);
  });

  it('removes the token and every field on clear', () => {
    useSessionStore.getState().signIn(session);
    useSessionStore.getState().clear();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    const { token, user, module, role } = useSessionStore.getState();
    expect({ token, user, module, role }).toEqual({
      token: null,
      user: null,
      module: null,
      role: null,
    });
  });

  it('treats a token without a server-confirmed user as unverified', () => {
    useSessionStore.setState({ token: 'abc123', user: null });
    expect(selectVerifiedSession(useSessionStore.getState())).toBeNull();
  });
});
