import { emailSchema, type SessionStep } from '@aptovial/shared';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import type { AttemptLimiter } from './attempt-limiter';
import type { OtpService } from './codes';
import type { CredentialOpener } from './credentials';
import type { FailedSignIns } from './failed-sign-ins';
import type { PasswordHasher } from './passwords';
import type { AccountRow, AuthRepo } from './repo';
import { type AuthScope, scopeAdmits } from './scopes';
import { codeOnly, createSecondStepStart, type SecondStep } from './second-step';
import { type SessionUsers, termsGroupOf } from './session-user';
import type { AuthContext, ClientInfo, SessionService } from './sessions';
import type { SignInGuard } from './sign-in-guard';

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
  /** Repeated failures ask for a proof of work; the owner is told once per run (decision 0049). */
  guard: SignInGuard;
  failures: FailedSignIns;
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
  const { database, repo, sessions, sessionUsers, otp, passwords, opener, audit, limiter } = deps;
  const { guard, failures, clock } = deps;
  const eligibility = deps.eligibility ?? (async () => {});
  const secondStep = deps.secondStep ?? codeOnly;
  const startSecondStep = createSecondStepStart({ sessions, otp, secondStep });
  const transaction = <T>(work: (tx: Db) => Promise<T>) => database.db.transaction(work);

  async function describe(context: AuthContext, token: string, tx?: Db) {
    const step: SessionStep = await sessions.stepOf(context, tx);
    return { token, step, user: await sessionUsers.of(context, tx) };
  }

  return {
    describe,

    async login(
      scope: AuthScope,
      sealed: { email: string; password: string; altcha?: string | undefined },
      client: ClientInfo,
    ) {
      const parsedEmail = emailSchema.safeParse(opener.open(sealed.email));
      const password = opener.open(sealed.password);
      if (!parsedEmail.success) throw new AppError('INVALID_CREDENTIALS');
      const email = parsedEmail.data;
      // Unknown e-mails are counted, challenged and answered as known ones (decision 0049).
      const attempt = await guard.admit(email, client.ip, sealed.altcha);
      const user = await repo.findUserByEmail(email);
      const valid = user
        ? await passwords.verify(user.passwordHash, password)
        : await passwords.verifyNothing(password);
      if (!user || !valid) {
        await attempt.failed();
        if (user) await failures.record(user, client.ip);
        throw new AppError('INVALID_CREDENTIALS');
      }
      await attempt.passed();
      const accounts = (await repo.accountsOfUser(user.id)).filter((a) =>
        scopeAdmits(scope, a.module),
      );
      if (accounts.length === 0) throw new AppError('INVALID_CREDENTIALS');
      const account = accounts.find((candidate) => candidate.status === 'active');
      if (!account) throw new AppError('ACCOUNT_INACTIVE');
      await eligibility(account);

      const result = await transaction(async (tx) => {
        await repo.updateUser(user.id, { failedLogins: 0 }, tx);
        const { token, session } = await sessions.open(account, client, tx);
        const context = { session, account, user };
        // No code is mailed to a person whose passkey must finish the sign-in.
        await startSecondStep(context, tx);
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

    async acceptTerms(context: AuthContext, token: string, email: string, client: ClientInfo) {
      if (email !== context.user.email) throw new AppError('FORBIDDEN');
      if (context.session.verifiedAt) return describe(context, token);
      const result = await transaction(async (tx) => {
        const terms = await repo.currentTerms(termsGroupOf(context.account.module), tx);
        if (terms) await repo.acceptTerms(context.user.id, terms.id, client.ip, tx);
        await startSecondStep(context, tx);
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
      await otp.verify(context.user, 'login', code, context.session.id);
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
      await transaction((tx) => otp.issue(context.user, 'login', tx, context.session.id));
      otp.flush();
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
