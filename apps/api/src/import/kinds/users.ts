import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, states, users } from '../../db/schema/index';
import { createPasswordHasher } from '../../modules/auth/passwords';
import type { ImportKind, ImportTx } from '../kind';
import { checkedRow, refuse } from './cells';
import {
  isHead,
  roleLabel,
  stateLabel,
  USER_COLUMNS,
  type UserValue,
  userOfRow,
} from './user-rows';

/** Rows per INSERT. */
const BATCH = 500;

type StoredUser = typeof users.$inferSelect;
type StoredAccount = typeof accounts.$inferSelect;

type UserLookups = {
  states: string[];
  users: Map<string, StoredUser>;
  /** Stored accounts by "email module role". */
  accounts: Map<string, StoredAccount>;
  /** The e-mail of each active head by "module|state". */
  heads: Map<string, string>;
};

const accountKey = (value: { email: string; module: string; role: string }) =>
  `${value.email} ${value.module} ${value.role}`;
const headKey = (value: { module: string; state: string | null }) =>
  `${value.module}|${value.state}`;
const cedula = (person: { nationality: string; dni: string }) =>
  `${person.nationality}-${person.dni}`;

async function userLookups(db: Db): Promise<UserLookups> {
  const [stateRows, rows] = await Promise.all([
    db.select({ code: states.code }).from(states),
    db
      .select({ user: users, account: accounts })
      .from(users)
      .leftJoin(accounts, eq(accounts.userId, users.id)),
  ]);
  const lookups: UserLookups = {
    states: stateRows.map((row) => row.code),
    users: new Map(),
    accounts: new Map(),
    heads: new Map(),
  };
  for (const { user, account } of rows) {
    lookups.users.set(user.email.toLowerCase(), user);
    if (!account) continue;
    lookups.accounts.set(accountKey({ ...account, email: user.email.toLowerCase() }), account);
    if (
      account.status === 'active' &&
      (account.role === 'President' || account.role === 'ManagingDirector')
    ) {
      lookups.heads.set(headKey(account), user.email.toLowerCase());
    }
  }
  return lookups;
}

/** Refuses a row that contradicts the stored person, account or head of its state. */
function matchesStored(value: UserValue, lookups: UserLookups): void {
  const user = lookups.users.get(value.email);
  if (user) {
    if (cedula(user) !== cedula(value))
      refuse(`el correo ${value.email} es de otra persona (${cedula(user)})`);
    const fields = [
      ['nombres', value.names, user.names],
      ['apellidos', value.lastNames, user.lastNames],
      ['género', value.gender, user.gender],
      ['teléfono 1', value.phone1, user.phone1],
      ['teléfono 2', value.phone2, user.phone2],
    ] as const;
    const differing = fields.find(([, mine, theirs]) => (mine ?? '') !== (theirs ?? ''));
    if (differing) {
      const [what, mine, theirs] = differing;
      refuse(
        `${value.email} ya está guardado con otros datos: ${what} «${theirs ?? ''}» (archivo «${mine ?? ''}»)`,
      );
    }
  }
  const account = lookups.accounts.get(accountKey(value));
  if (account) {
    const same =
      account.state === value.state &&
      (account.sectional ?? null) === value.sectional &&
      account.status === value.status;
    if (!same)
      refuse(`la cuenta ${roleLabel(value)} de ${value.email} ya está guardada con otros datos`);
    return;
  }
  if (value.state === null) refuse(`el rol ${roleLabel(value)} necesita un estado`);
  // A road-medicine credential belongs to a college number (decision 0018): granted, not imported.
  if (value.module === 'medicVial' && value.role === 'VialDirector') {
    refuse(
      'las credenciales de Medicina Vial se otorgan desde Médicos habilitados, no se importan',
    );
  }
  const head = isHead(value) ? lookups.heads.get(headKey(value)) : undefined;
  if (head && head !== value.email) {
    refuse(`ya hay otro ${roleLabel(value)} activo en ${stateLabel(value)} (${head})`);
  }
}

/** Inserts the people not stored yet (once each) and adds their ids to `ids` (by e-mail). */
async function insertPeople(tx: ImportTx, values: readonly UserValue[], ids: Map<string, number>) {
  const people = new Map<string, UserValue>();
  for (const value of values) if (!ids.has(value.email)) people.set(value.email, value);
  if (people.size === 0) return;
  // One random password nobody knows, hashed once: imported people choose theirs by recovery.
  const passwordHash = await createPasswordHasher(19_456).hash(randomBytes(32).toString('hex'));
  const rows = [...people.values()].map((value) => ({
    email: value.email,
    passwordHash,
    dni: value.dni,
    nationality: value.nationality,
    names: value.names,
    lastNames: value.lastNames,
    gender: value.gender,
    phone1: value.phone1,
    phone2: value.phone2,
  }));
  for (let start = 0; start < rows.length; start += BATCH) {
    const inserted = await tx
      .insert(users)
      .values(rows.slice(start, start + BATCH))
      .returning({ id: users.id, email: users.email });
    for (const row of inserted) ids.set(row.email.toLowerCase(), row.id);
  }
}

/**
 * People's accounts as the users sheet lists them: one row per account (a person with two roles
 * has two rows, with the same personal data). No password is imported: the person sets one with
 * "¿Olvidó su contraseña?". A stored account is accepted only as stored (then unchanged).
 */
export const usersKind: ImportKind<UserValue, UserLookups> = {
  name: 'usuarios',
  label: 'usuarios',
  columns: USER_COLUMNS,
  counted: [],
  // People are shared by their accounts' rows across the file: one write sees them all (a
  // college has hundreds or thousands of accounts, not millions).
  batchRows: Number.POSITIVE_INFINITY,
  prepare: userLookups,
  check: (row, _rowNumber, lookups) =>
    checkedRow(() => {
      const value = userOfRow(row, lookups.states);
      matchesStored(value, lookups);
      return value;
    }),
  key: (value) => `${value.email} · ${roleLabel(value)}`,
  claims: (value) => [
    {
      claim: `email:${value.email}`,
      holder: JSON.stringify([
        cedula(value),
        value.names,
        value.lastNames,
        value.gender,
        value.phone1,
        value.phone2,
      ]),
      label: `el correo ${value.email}`,
    },
    ...(isHead(value)
      ? [
          {
            claim: `head:${headKey(value)}`,
            holder: value.email,
            label: `el ${roleLabel(value)} activo de ${stateLabel(value)}`,
          },
        ]
      : []),
  ],
  async write(tx, values, lookups) {
    const fresh = values.filter((value) => !lookups.accounts.has(accountKey(value)));
    const ids = new Map([...lookups.users].map(([email, user]) => [email, user.id]));
    await insertPeople(tx, fresh, ids);
    const rows = fresh.map((value) => ({
      userId: ids.get(value.email) ?? 0,
      module: value.module,
      role: value.role,
      state: value.state,
      sectional: value.sectional,
      status: value.status,
    }));
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx.insert(accounts).values(rows.slice(start, start + BATCH));
    }
    return { inserted: fresh.length, unchanged: values.length - fresh.length };
  },
};
