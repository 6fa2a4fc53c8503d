import { apiPaths, type Module, type Role, rolesCreatableBy } from '@aptovial/shared';

/** Which users API a screen talks to: the college's (medic, nurse) or the institute's. */
export type UsersScope = 'college' | 'INTT';

/**
 * The users API of each scope (docs/product/calls.md: the INTT has the same set, without delete).
 */
export const usersPaths = {
  college: {
    list: apiPaths.users,
    search: apiPaths.usersSearch,
    access: apiPaths.usersUpdatedAccess,
    xlsx: apiPaths.usersReportsXlsx,
  },
  INTT: {
    list: apiPaths.usersINTT,
    search: apiPaths.usersINTTSearch,
    access: apiPaths.usersINTTUpdatedAccess,
    xlsx: apiPaths.usersINTTReportsXlsx,
  },
} as const satisfies Record<UsersScope, Record<string, string>>;

function scopeOfModule(module: Module): UsersScope | null {
  if (module === 'medic' || module === 'nurse') return 'college';
  if (module === 'INTT') return 'INTT';
  return null;
}

export type UsersAccess = {
  /** The session may manage this scope's users (docs/product/roles.md). */
  allowed: boolean;
  creatableRoles: readonly Role[];
  /** Deleting users exists only on the college's API. */
  canDelete: boolean;
  isAdmin: boolean;
};

export function usersAccessOf(scope: UsersScope, session: { module: Module; role: Role }) {
  const creatableRoles = scopeOfModule(session.module) === scope ? rolesCreatableBy(session) : [];
  const allowed = creatableRoles.length > 0;
  return {
    allowed,
    creatableRoles,
    canDelete: allowed && scope === 'college',
    isAdmin: session.role === 'Admin',
  } satisfies UsersAccess;
}

export const usersKeys = {
  all: (scope: UsersScope) => ['users', scope] as const,
};
