import { type Module, roleName, type SessionUser } from '@aptovial/shared';
import type { AccountRow, AccountSummaryRow, TermsGroup, UserRow } from './repo';

export function termsGroupOf(module: Module): TermsGroup {
  if (module === 'INTT') return 'INTT';
  if (module === 'medicVial') return 'medicVial';
  return 'colegio';
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The "Authenticated user" of SPEC.md section 3 for one account of a user. */
export function toSessionUser(
  user: UserRow,
  account: AccountRow,
  all: readonly AccountSummaryRow[],
): SessionUser {
  return {
    id: user.id,
    accountId: account.id,
    dni: user.dni,
    names: user.names,
    lastNames: user.lastNames,
    genders: user.gender,
    nationality: user.nationality,
    email: user.email,
    phone1: user.phone1,
    phone2: user.phone2,
    image: user.image,
    rol: account.role as SessionUser['rol'],
    rolName: roleName(account.role),
    type: account.module,
    state: account.state,
    sectional: account.sectional,
    status: account.status,
    createdBy: user.createdBy,
    schoolNumberId: account.schoolNumberId,
    createdAt: user.createdAt.toISOString(),
    lastSeen: iso(user.lastSeen),
    accounts: all.map((other) => ({
      id: other.id,
      type: other.module,
      rol: other.role as SessionUser['rol'],
      rolName: roleName(other.role),
      state: other.state,
      status: other.status,
    })),
  };
}
