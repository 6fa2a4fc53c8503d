import type { Module, Role } from '@aptovial/shared';
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { readStoredToken, removeStoredToken, writeStoredToken } from './tokenStorage';

/** What the shell shows about the signed-in person. */
export type SessionUser = {
  names: string;
  lastNames: string;
  email: string;
  image: string | null;
};

export type VerifiedSession = {
  token: string;
  user: SessionUser;
  module: Module;
  role: Role;
};

type SessionFields = {
  token: string | null;
  /** Set once the server has confirmed the token (login or check-auth); null means unverified. */
  user: SessionUser | null;
  module: Module | null;
  role: Role | null;
};

type SessionState = SessionFields & {
  signIn: (session: VerifiedSession) => void;
  clear: () => void;
};

export const useSessionStore = create<SessionState>()((set) => ({
  token: readStoredToken(),
  user: null,
  module: null,
  role: null,
  signIn: (session) => {
    writeStoredToken(session.token);
    set({ ...session });
  },
  clear: () => {
    removeStoredToken();
    set({ token: null, user: null, module: null, role: null });
  },
}));

/** The verified session, or null while signed out or not yet checked against the server. */
export function selectVerifiedSession(fields: SessionFields): VerifiedSession | null {
  const { token, user, module, role } = fields;
  if (token === null || user === null || module === null || role === null) return null;
  return { token, user, module, role };
}

function pickSessionFields({ token, user, module, role }: SessionFields): SessionFields {
  return { token, user, module, role };
}

/** React form of `selectVerifiedSession`; the shallow comparison keeps renders stable. */
export function useVerifiedSession(): VerifiedSession | null {
  return selectVerifiedSession(useSessionStore(useShallow(pickSessionFields)));
}
