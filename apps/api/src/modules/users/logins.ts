import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { PasswordHasher } from '../auth/passwords';
import type { AccountRow, UserRow, UsersRepo } from './repo';

/** The person a new login is made for, when no user has its e-mail yet. */
export type NewPerson = Pick<
  UserRow,
  'email' | 'dni' | 'nationality' | 'names' | 'lastNames' | 'gender' | 'phone1'
>;
export type NewAccount = Pick<AccountRow, 'module' | 'role' | 'state' | 'status'> & {
  schoolNumberId: number;
};

/**
 * The users module's door for other modules that grant logins (road-medicine credentials): they
 * reach `users` and `accounts` through it, never through the repo or the tables.
 */
export function createLogins({ repo, passwords }: { repo: UsersRepo; passwords: PasswordHasher }) {
  return {
    accountOfNumber: (module: NewAccount['module'], schoolNumberId: number, tx?: Db) =>
      repo.findAccountOfNumber(module, schoolNumberId, tx),
    /** A road-medicine (or other `module`) account by id, with its person. */
    accountById: (module: NewAccount['module'], id: number, tx?: Db) =>
      repo.findListed(id, [module], tx),
    findUserByEmail: (email: string, tx?: Db) => repo.findUserByEmail(email, tx),
    accountsOfUser: (userId: number, tx?: Db) => repo.accountsOfUser(userId, tx),

    /** A password nobody knows: the person sets their own with a single-use e-mailed code. */
    unknownPasswordHash: () => passwords.hash(randomBytes(32).toString('hex')),

    async insertPerson(person: NewPerson, passwordHash: string, createdBy: number, tx: Db) {
      return repo.insertUser({ ...person, passwordHash, createdBy }, tx);
    },
    async insertAccount(userId: number, account: NewAccount, createdBy: number, tx: Db) {
      return repo.insertAccount({ ...account, userId, createdBy }, tx);
    },
    updateAccount: (id: number, changes: Partial<Pick<AccountRow, 'role' | 'status'>>, tx: Db) =>
      repo.updateAccount(id, changes, tx),
    updateEmail: (userId: number, email: string, tx: Db) => repo.updateUser(userId, { email }, tx),
  };
}
export type Logins = ReturnType<typeof createLogins>;
