import {
  type Module,
  roleName,
  type SessionSchoolNumber,
  type SessionUser,
} from '@aptovial/shared';
import type { Db } from '../../db/client';
import type { AccountRow, AccountSummaryRow, AuthRepo, TermsGroup, UserRow } from './repo';

/**
 * The port through which the session user shows a road-medicine account's college number: the
 * registers module reads it (wired in app.ts), so this module does not reach into registers.
 */
export type SchoolNumberCards = {
  cardOf(schoolNumberId: number, tx?: Db): Promise<SessionSchoolNumber | undefined>;
};

export function termsGroupOf(module: Module): TermsGroup {
  if (module === 'INTT') return 'INTT';
  if (module === 'medicVial') return 'medicVial';
  return 'colegio';
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The "Authenticated user" of docs/product/entities.md for one account of a user. */
function toSessionUser(
  user: UserRow,
  account: AccountRow,
  all: readonly AccountSummaryRow[],
  schoolNumber: SessionSchoolNumber | null,
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
    schoolNumber,
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

/** Builds the session user of a context: its other accounts and, for road medicine, its number. */
export function createSessionUsers(deps: { repo: AuthRepo; schoolNumbers: SchoolNumberCards }) {
  const { repo, schoolNumbers } = deps;
  return {
    async of(
      context: { user: UserRow; account: AccountRow; accounts?: readonly AccountSummaryRow[] },
      tx?: Db,
    ): Promise<SessionUser> {
      const { user, account } = context;
      const accounts = context.accounts ?? (await repo.accountsOfUser(user.id, tx));
      const card =
        account.module === 'medicVial' && account.schoolNumberId !== null
          ? await schoolNumbers.cardOf(account.schoolNumberId, tx)
          : undefined;
      return toSessionUser(user, account, accounts, card ?? null);
    },
  };
}
export type SessionUsers = ReturnType<typeof createSessionUsers>;
