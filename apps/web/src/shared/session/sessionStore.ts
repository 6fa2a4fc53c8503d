import {
  type Module,
  modeOfModule,
  type Role,
  type SessionStep,
  type SessionUser,
} from '@aptovial/shared';
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { clearAuthFlow, isAppMode, pendingLogin } from './authFlow';
import { storageSlot } from './storageSlot';
import { readStoredToken, removeStoredToken, writeStoredToken } from './tokenStorage';

export type { SessionUser } from '@aptovial/shared';

/** What the server answers for a session (login, terms, code, check-auth, switch-account). */
export type ServerSession = { token: string; step: SessionStep; user: SessionUser };

/** A session the server has confirmed; `module` and `role` are the user's `type` and `rol`. */
export type VerifiedSession = {
  token: string;
  step: SessionStep;
  user: SessionUser;
  module: Module;
  role: Role;
};

export function toVerifiedSession({ token, step, user }: ServerSession): VerifiedSession {
  return { token, step, user, module: user.type, role: user.rol };
}

type SessionFields = {
  token: string | null;
  step: SessionStep | null;
  /** Set once the server has confirmed the token (login or check-auth); null means unverified. */
  user: SessionUser | null;
  module: Module | null;
  role: Role | null;
};

type SessionState = SessionFields & {
  signIn: (session: VerifiedSession) => void;
  /** A token another tab lent (decision 0069): unverified until the server confirms it. */
  adoptToken: (token: string) => void;
  /** The profile changed on the server (phones, photo): the top bar and profile show it at once. */
  updateUser: (user: SessionUser) => void;
  setImage: (image: string) => void;
  clear: () => void;
};

const signedOut: SessionFields = { token: null, step: null, user: null, module: null, role: null };

/**
 * The mode of this tab's last session, kept beside the token: when a reload finds the token
 * refused, the sign-in it sends to is that mode's if the page is one several modes open.
 */
export const sessionMode = storageSlot('sessionMode', isAppMode);

export const useSessionStore = create<SessionState>()((set) => ({
  ...signedOut,
  token: readStoredToken(),
  signIn: (session) => {
    writeStoredToken(session.token);
    sessionMode.write(modeOfModule(session.module));
    // A half-finished sign-in remembers whose terms and code pages these are, across reloads.
    if (session.step === 'ready') pendingLogin.clear();
    else pendingLogin.write({ email: session.user.email, mode: modeOfModule(session.module) });
    set({ ...session });
  },
  adoptToken: (token) => {
    writeStoredToken(token);
    set({ ...signedOut, token });
  },
  updateUser: (user) => set({ user }),
  setImage: (image) =>
    set((state) => (state.user === null ? {} : { user: { ...state.user, image } })),
  clear: () => {
    removeStoredToken();
    sessionMode.clear();
    clearAuthFlow();
    set(signedOut);
  },
}));

/** The verified session, or null while signed out or not yet checked against the server. */
export function selectVerifiedSession(fields: SessionFields): VerifiedSession | null {
  const { token, step, user, module, role } = fields;
  if (token === null || step === null || user === null || module === null || role === null) {
    return null;
  }
  return { token, step, user, module, role };
}

function pickSessionFields({ token, step, user, module, role }: SessionFields): SessionFields {
  return { token, step, user, module, role };
}

/** React form of `selectVerifiedSession`; the shallow comparison keeps renders stable. */
export function useVerifiedSession(): VerifiedSession | null {
  return selectVerifiedSession(useSessionStore(useShallow(pickSessionFields)));
}
