import { emailSchema, type SessionStep } from '@aptovial/shared';
import type { Database, Db } from '../../db/client';
import { AppError, waitInMinutes } from '../../errors';
import type { AuditService } from '../audit/service';
import type { AttemptLimiter } from './attempt-limiter';
import type { OtpService } from './codes';
import type { CredentialOpener } from './credentials';
import type { PasswordHasher } from './passwords';
import type { AccountRow, AuthRepo } from './repo';
import { type AuthScope, scopeAdmits } from './scopes';
import { codeOnly, type SecondStep } from './second-step';
import { type SessionUsers, termsGroupOf } from './session-user';
import type { AuthContext, ClientInfo, SessionService } from './sessions';

/** After this many failed logins the account locks for 1, 2, 4... minutes (at most 60). */
const FAILURES_BEFORE_LOCK = 5;

type Deps = {
  database: Database;
  repo: AuthRepo;
  sessions: SessionService;
  sessionUsers: SessionUsers;
  otp: OtpService;
  passwords: PasswordHasher;
  opener: CredentialOpener;
  audit: AuditService;
  limiter: AttemptLimiter;
  /** Refuses an active account that may not sign in today (a lapsed road-medicine credential). */
  eligibility?: LoginEligibility;
  /** Passkeys: whether the e-mailed code may finish a sign-in (decision 0034). */
  secondStep?: SecondStep;
  clock: () => Date;
};

/** A module's own sign-in rule, checked after the password and before a session opens. */
export type LoginEligibility = (account: AccountRow) => Promise<void>;

/** Login, terms and the login code: the steps before a session may use the application. */
export function createLoginService(deps: Deps) {
  const { database, repo, sessions, sessionUsers, otp, passwords, opener, audit, limiter, clock } =
    deps;
  const eligibility = deps.eligibility ?? (async () => {});
  const secondStep = deps.secondStep ?? codeOnly;
  const transaction = <T>(work: (tx: Db) => Promise<T>) => database.db.transaction(work);

  async function describe(context: AuthContext, token: string, tx?: Db) {
    const step: SessionStep = await sessions.stepOf(context, tx);
    return { token, step, user: await sessionUsers.of(context, tx) };
  }

  function lockMinutes(failures: number): number {
    return Math.min(2 ** (failures - FAILURES_BEFORE_LOCK), 60);
  }

  return {
    describe,

    async login(scope: AuthScope, sealed: { email: string; password: string }, client: ClientInfo) {
      const parsedEmail = emailSchema.safeParse(opener.open(sealed.email));
      const password = opener.open(sealed.password);
      if (!parsedEmail.success) throw new AppError('INVALID_CREDENTIALS');
      const email = parsedEmail.data;
      await limiter.hit(`login:${email}`);
      const user = await repo.findUserByEmail(email);
      // Unknown e-mail and wrong password cost the same and answer the same.
      const valid = user
        ? await passwords.verify(user.passwordHash, password)
        : await passwords.verifyNothing(password);
      const now = clock();
      if (user?.lockedUntil && user.lockedUntil > now) {
        const wait = waitInMinutes(user.lockedUntil.getTime() - now.getTime());
        throw new AppError(
          'ACCOUNT_LOCKED',
          `Demasiados intentos fallidos. Intente de nuevo en ${wait.text}.`,
          wait.retry,
        );
      }
      if (!user || !valid) {
        if (user) await this.recordFailure(user.id, client);
        throw new AppError('INVALID_CREDENTIALS');
      }
      const accounts = (await repo.accountsOfUser(user.id)).filter((a) =>
        scopeAdmits(scope, a.module),
      );
      if (accounts.length === 0) throw new AppError('INVALID_CREDENTIALS');
      const account = accounts.find((candidate) => candidate.status === 'active');
      if (!account) throw new AppError('ACCOUNT_INACTIVE');
      await eligibility(account);

      const result = await transaction(async (tx) => {
        await repo.updateUser(user.id, { failedLogins: 0, lockedUntil: null }, tx);
        const { token, session } = await sessions.open(account, client, tx);
        const context = { session, account, user };
        // No code is mailed to a person whose passkey must finish the sign-in.
        if (
          (await sessions.stepOf(context, tx)) === 'otp' &&
          (await secondStep.mayUseCode(context, tx))
        )
          await otp.issue(user, 'login', tx);
        await audit.record(tx, {
          action: 'login',
          entity: 'session',
          entityId: session.id,
          accountId: account.id,
          userId: user.id,
          ip: client.ip,
        });
        return describe(context, token, tx);
      });
      otp.flush();
      return result;
    },

    async recordFailure(userId: number, client: ClientInfo): Promise<void> {
      await transaction(async (tx) => {
        const failures = await repo.countFailedLogin(userId, tx);
        if (failures >= FAILURES_BEFORE_LOCK) {
          const lockedUntil = new Date(clock().getTime() + lockMinutes(failures) * 60_000);
          await repo.updateUser(userId, { lockedUntil }, tx);
        }
        await audit.record(tx, {
          action: 'login_failed',
          entity: 'user',
          entityId: userId,
          userId,
          ip: client.ip,
          changes: { failures },
        });
      });
    },

    async acceptTerms(context: AuthContext, token: string, email: string, client: ClientInfo) {
      if (email !== context.user.email) throw new AppError('FORBIDDEN');
      if (context.session.verifiedAt) return describe(context, token);
      const result = await transaction(async (tx) => {
        const terms = await repo.currentTerms(termsGroupOf(context.account.module), tx);
        if (terms) await repo.acceptTerms(context.user.id, terms.id, client.ip, tx);
        if (await secondStep.mayUseCode(context, tx)) await otp.issue(context.user, 'login', tx);
        await audit.record(tx, {
          action: 'terms_accepted',
          entity: 'terms',
          entityId: terms?.id,
          accountId: context.account.id,
          userId: context.user.id,
          ip: client.ip,
        });
        return describe(context, token, tx);
      });
      otp.flush();
      return result;
    },

    async verifyLoginCode(context: AuthContext, token: string, email: string, code: string) {
      if (email !== context.user.email) throw new AppError('FORBIDDEN');
      if (context.session.verifiedAt) return describe(context, token);
      if ((await sessions.stepOf(context)) !== 'otp') throw new AppError('SESSION_INCOMPLETE');
      if (!(await secondStep.mayUseCode(context))) throw new AppError('PASSKEY_REQUIRED');
      await otp.verify(context.user, 'login', code);
      const now = clock();
      return transaction(async (tx) => {
        await repo.updateSession(context.session.id, { verifiedAt: now, lastUsedAt: now }, tx);
        await repo.updateUser(
          context.user.id,
          { emailVerifiedAt: context.user.emailVerifiedAt ?? now, lastSeen: now },
          tx,
        );
        const session = { ...context.session, verifiedAt: now };
        return describe({ ...context, session }, token, tx);
      });
    },

    async resendLoginCode(context: AuthContext, email: string) {
      if (email !== context.user.email) throw new AppError('FORBIDDEN');
      if ((await sessions.stepOf(context)) !== 'otp') throw new AppError('SESSION_INCOMPLETE');
      if (!(await secondStep.mayUseCode(context))) throw new AppError('PASSKEY_REQUIRED');
      await limiter.hit(`otp:${email}`);
      await otp.assertMayResend(context.user, 'login');
      await transaction((tx) => otp.issue(context.user, 'login', tx));
      otp.flush();
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
