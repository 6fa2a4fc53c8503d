import { passwordChangedEmail } from '../../adapters/mail/templates';
import type { Mailer } from '../../adapters/mail/types';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import type { Captcha } from '../captcha/service';
import type { AttemptLimiter } from './attempt-limiter';
import type { OtpService } from './codes';
import type { CodesRepo } from './codes-repo';
import type { PasswordHasher } from './passwords';
import type { AuthRepo, UserRow } from './repo';
import { type AuthScope, scopeAdmits } from './scopes';
import { codeOnly, type SecondStep } from './second-step';
import { hashToken, newToken } from './secrets';
import type { AuthContext } from './sessions';

/** A verified recovery code gives this long to choose the new password. */
export const RESET_PROOF_LIFETIME_MS = 15 * 60_000;

type Deps = {
  database: Database;
  repo: AuthRepo;
  codes: CodesRepo;
  otp: OtpService;
  mail: Mailer;
  passwords: PasswordHasher;
  audit: AuditService;
  limiter: AttemptLimiter;
  /** The public recovery form carries a proof of work (decision 0021). */
  captcha: Captcha;
  /** A reset by e-mail also removes the person's passkeys (decision 0034). */
  secondStep?: SecondStep;
  clock: () => Date;
};

/** Forgotten and changed passwords; every change ends other sessions and e-mails a notice. */
export function createPasswordService(deps: Deps) {
  const { database, repo, codes, otp, mail, passwords, audit, limiter, captcha, clock } = deps;

  async function userOfScope(scope: AuthScope, email: string): Promise<UserRow> {
    const user = await repo.findUserByEmail(email);
    const accounts = user ? await repo.accountsOfUser(user.id) : [];
    if (!user || !accounts.some((account) => scopeAdmits(scope, account.module))) {
      throw new AppError('USER_NOT_FOUND');
    }
    return user;
  }

  async function setPassword(
    user: UserRow,
    password: string,
    keepSessionId: number | undefined,
    tx: Db,
  ) {
    await repo.updateUser(
      user.id,
      { passwordHash: await passwords.hash(password), failedLogins: 0 },
      tx,
    );
    await repo.revokeUserSessions(user.id, keepSessionId, tx);
    await mail.enqueue(
      { to: user.email, ...passwordChangedEmail({ names: user.names, when: clock() }) },
      tx,
    );
  }

  return {
    userOfScope,

    /** Also the recovery resend. The challenge comes first: before any lookup, write or e-mail. */
    async forgetPassword(scope: AuthScope, email: string, altcha: string | undefined) {
      await captcha.verify(altcha);
      await limiter.hit(`recovery:${email}`);
      const user = await userOfScope(scope, email);
      await otp.assertMayResend(user, 'recovery');
      await database.db.transaction((tx) => otp.issue(user, 'recovery', tx));
      otp.flush();
    },

    /** Checks a recovery code and returns a one-time proof for change-password-logout. */
    async verifyRecoveryCode(email: string, code: string): Promise<string> {
      const user = await repo.findUserByEmail(email);
      if (!user) throw new AppError('OTP_INVALID');
      await otp.verify(user, 'recovery', code);
      const resetToken = newToken();
      await codes.insertReset({
        userId: user.id,
        tokenHash: hashToken(resetToken),
        expiresAt: new Date(clock().getTime() + RESET_PROOF_LIFETIME_MS),
      });
      return resetToken;
    },

    async resetPassword(
      email: string,
      resetToken: string,
      newPassword: string,
      ip: string,
    ): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (!user) throw new AppError('RESET_TOKEN_INVALID');
      passwords.assertAcceptable(newPassword, email);
      await database.db.transaction(async (tx) => {
        if (!(await codes.useReset(user.id, hashToken(resetToken), clock(), tx))) {
          throw new AppError('RESET_TOKEN_INVALID');
        }
        await setPassword(user, newPassword, undefined, tx);
        await (deps.secondStep ?? codeOnly).onPasswordReset(user, ip, tx);
        await audit.record(tx, {
          action: 'password_reset',
          entity: 'user',
          entityId: user.id,
          userId: user.id,
          ip,
        });
      });
      otp.flush();
    },

    async changePassword(
      context: AuthContext,
      input: { email: string; oldPassword: string; newPassword: string },
      ip: string,
    ) {
      if (input.email !== context.user.email) throw new AppError('FORBIDDEN');
      if (!(await passwords.verify(context.user.passwordHash, input.oldPassword))) {
        throw new AppError('WRONG_PASSWORD');
      }
      passwords.assertAcceptable(input.newPassword, input.email);
      await database.db.transaction(async (tx) => {
        await setPassword(context.user, input.newPassword, context.session.id, tx);
        await audit.record(tx, {
          action: 'password_changed',
          entity: 'user',
          entityId: context.user.id,
          accountId: context.account.id,
          userId: context.user.id,
          ip,
        });
      });
      otp.flush();
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
