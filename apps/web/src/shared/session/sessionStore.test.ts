import { afterEach, describe, expect, it } from 'vitest';
import { verifiedSessionOf } from '../../test/sessionFixtures';
import { pendingLogin, resetProof } from './authFlow';
import { selectVerifiedSession, useSessionStore } from './sessionStore';

const session = verifiedSessionOf({}, { token: 'abc123' });

describe('session store', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('keeps the token in session storage under "token" on sign-in', () => {
    useSessionStore.getState().signIn(session);
    expect(window.sessionStorage.getItem('token')).toBe('abc123');
    expect(selectVerifiedSession(useSessionStore.getState())).toEqual(session);
  });

  it('removes the token, every field and any sign-in in progress on clear', () => {
    useSessionStore.getState().signIn(verifiedSessionOf({}, { step: 'otp' }));
    resetProof.write({ email: 'a@example.com', resetToken: 'r'.repeat(32), mode: 'INTT' });
    useSessionStore.getState().clear();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    const { token, step, user, module, role } = useSessionStore.getState();
    expect({ token, step, user, module, role }).toEqual({
      token: null,
      step: null,
      user: null,
      module: null,
      role: null,
    });
    expect(pendingLogin.read()).toBeNull();
    expect(resetProof.read()).toBeNull();
  });

  it('treats a token without a server-confirmed user as unverified', () => {
    useSessionStore.setState({ token: 'abc123', user: null });
    expect(selectVerifiedSession(useSessionStore.getState())).toBeNull();
  });

  it('remembers the e-mail and mode of an unfinished sign-in, and forgets it once ready', () => {
    const unfinished = verifiedSessionOf(
      { email: 'rosa@example.com', type: 'nurse' },
      { step: 'terms' },
    );
    useSessionStore.getState().signIn(unfinished);
    expect(pendingLogin.read()).toEqual({ email: 'rosa@example.com', mode: 'colegio' });
    useSessionStore.getState().signIn({ ...unfinished, step: 'ready' });
    expect(pendingLogin.read()).toBeNull();
  });

  it('updates the user and the photo in place', () => {
    useSessionStore.getState().signIn(session);
    useSessionStore.getState().setImage('/api/uploads/photos/a.webp');
    expect(useSessionStore.getState().user?.image).toBe('/api/uploads/photos/a.webp');
    useSessionStore.getState().updateUser({ ...session.user, phone2: '0212-5551234' });
    expect(useSessionStore.getState().user?.phone2).toBe('0212-5551234');
  });
});
