import type { OtpPurpose } from '@aptovial/shared';
import { otpCodeEmail } from '../../adapters/mail/templates';
import type { Mailer } from '../../adapters/mail/types';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { CodesRepo, OtpOwner } from './codes-repo';
import type { UserRow } from './repo';
import { hashOtp, newOtpCode, sameHash } from './secrets';

export const OTP_LIFETIME_MS = 10 * 60_000;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_WAIT_MS = 60_000;

type Deps = { codes: CodesRepo; mail: Mailer; secret: Buffer; clock: () => Date };

/** A login code is bound to the session that asked for it (decision 0050); recovery has none. */
function ownerOf(user: UserRow, purpose: OtpPurpose, sessionId: number | null): OtpOwner {
  if (purpose === 'login' && sessionId === null) throw new Error('a login code needs its session');
  return { userId: user.id, purpose, sessionId: purpose === 'login' ? sessionId : null };
}

/** Issues and checks the e-mailed 6-digit codes of login and password recovery. */
export function createOtpService({ codes, mail, secret, clock }: Deps) {
  /** Seconds until a new code may be sent after the one created at `createdAt`. */
  const untilResend = (createdAt: Date) => ({
    retryAfterSeconds: (createdAt.getTime() + OTP_RESEND_WAIT_MS - clock().getTime()) / 1000,
  });

  return {
    /**
     * Replaces the owner's open code with a new one and queues its e-mail in the same
     * transaction; a login code is the session's `sessionId` alone.
     */
    async issue(
      user: UserRow,
      purpose: OtpPurpose,
      tx: Db,
      sessionId: number | null = null,
    ): Promise<void> {
      const now = clock();
      const code = newOtpCode();
      const owner = ownerOf(user, purpose, sessionId);
      await codes.closeOpenOtps(owner, tx);
      await codes.insertOtp(
        {
          userId: user.id,
          purpose,
          sessionId: owner.sessionId,
          codeHash: hashOtp(secret, user.id, purpose, code),
          expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
          createdAt: now,
        },
        tx,
      );
      const email = otpCodeEmail({ names: user.names, code, purpose, minutes: 10 });
      await mail.enqueue({ to: user.email, ...email, urgent: true }, tx);
    },

    async assertMayResend(user: UserRow, purpose: OtpPurpose): Promise<void> {
      const last = await codes.latestOtpCreatedAt(user.id, purpose);
      if (last && clock().getTime() - last.getTime() < OTP_RESEND_WAIT_MS) {
        throw new AppError('OTP_RESEND_TOO_SOON', undefined, untilResend(last));
      }
    },

    /**
     * Accepts the newest open code of the owner once; a wrong, stale or over-tried code is
     * refused, and so is another session's login code (a wrong try of this session's own).
     */
    async verify(
      user: UserRow,
      purpose: OtpPurpose,
      code: string,
      sessionId: number | null = null,
    ): Promise<void> {
      const open = await codes.latestOpenOtp(ownerOf(user, purpose, sessionId));
      if (!open) throw new AppError('OTP_INVALID');
      if (open.expiresAt <= clock()) throw new AppError('OTP_EXPIRED');
      const attempts = await codes.countOtpAttempt(open.id);
      if (attempts > OTP_MAX_TRIES) {
        // Coming back means asking for a new code, which the resend wait may still hold off.
        throw new AppError('OTP_TOO_MANY_ATTEMPTS', undefined, untilResend(open.createdAt));
      }
      if (!sameHash(open.codeHash, hashOtp(secret, user.id, purpose, code))) {
        throw new AppError('OTP_INVALID');
      }
      if (!(await codes.consumeOtp(open.id))) throw new AppError('OTP_INVALID');
    },

    /** Sends queued e-mails soon, once the transaction that queued them has committed. */
    flush: () => mail.kick(),
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
