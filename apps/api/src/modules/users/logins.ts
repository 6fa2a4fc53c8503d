import { randomBytes } from 'node:crypto';
import { emailChangedEmail } from '../../adapters/mail/account-templates';
import type { Mailer } from '../../adapters/mail/types';
import type { Db } from '../../db/client';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionService } from '../auth/sessions';
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
export function createLogins(deps: {
  repo: UsersRepo;
  passwords: PasswordHasher;
  mail: Mailer;
  sessions: Pick<SessionService, 'endEverySignIn'>;
}) {
  const { repo, passwords, mail, sessions } = deps;
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
    /**
     * A person's e-mail changed by an Admin (decision 0050): the old address is told, and every
     * session, open code and reset proof of the person ends with the change.
     */
    async changeEmail(user: Pick<UserRow, 'id' | 'email' | 'names'>, email: string, tx: Db) {
      await repo.updateUser(user.id, { email }, tx);
      await sessions.endEverySignIn(user.id, tx);
      const notice = emailChangedEmail({ names: user.names, when: new Date() });
      await mail.enqueue({ to: user.email, ...notice }, tx);
    },
    /** Sends what `changeEmail` queued, once its transaction has committed. */
    flushMail: () => mail.kick(),
  };
}
export type Logins = ReturnType<typeof createLogins>;
