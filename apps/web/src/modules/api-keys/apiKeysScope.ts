import type { Module, Role } from '@aptovial/shared';

export const apiKeysKeys = {
  all: ['apiKeys'] as const,
  list: ['apiKeys', 'list'] as const,
  failures: ['apiKeys', 'failures'] as const,
};

/**
 * What the page offers a session (decision 0085): INTT's Admin keys for every state or one; the
 * medic college's Admin keys always limited to one state, its own when its account has one.
 */
export type ApiKeysAccess = {
  allowed: boolean;
  /** The state every new key gets, shown and never chosen; null: the form asks. */
  fixedState: string | null;
  /** A new key must name a state (the college's Admin without one of its own). */
  stateRequired: boolean;
};

export function apiKeysAccessOf(session: {
  module: Module;
  role: Role;
  user: { state: string | null };
}): ApiKeysAccess {
  const intt = session.module === 'INTT' && session.role === 'Admin';
  const college = session.module === 'medic' && session.role === 'Admin';
  const own = college && session.user.state ? session.user.state : null;
  return { allowed: intt || college, fixedState: own, stateRequired: college && own === null };
}
