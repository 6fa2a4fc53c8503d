import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes, passwordResets } from '../../db/schema/index';

export type OtpRow = typeof otpCodes.$inferSelect;
type Purpose = OtpRow['purpose'];
/**
 * Whose codes a lookup sees: a login code is only its session's (decision 0050), a recovery code
 * belongs to no session.
 */
export type OtpOwner = { userId: number; purpose: Purpose; sessionId: number | null };

const ownedBy = ({ userId, purpose, sessionId }: OtpOwner) =>
  and(
    eq(otpCodes.userId, userId),
    eq(otpCodes.purpose, purpose),
    sessionId === null ? isNull(otpCodes.sessionId) : eq(otpCodes.sessionId, sessionId),
  );

/** One-time codes and password-reset proofs. */
export function createCodesRepo(db: Db) {
  return {
    insertOtp: (values: typeof otpCodes.$inferInsert, tx: Db = db) =>
      tx.insert(otpCodes).values(values),
    /** The newest code of its owner that was not used yet. */
    latestOpenOtp: async (owner: OtpOwner, tx: Db = db) =>
      (
        await tx
          .select()
          .from(otpCodes)
          .where(and(ownedBy(owner), isNull(otpCodes.consumedAt)))
          .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
          .limit(1)
      )[0],
    latestOtpCreatedAt: async (userId: number, purpose: Purpose, tx: Db = db) =>
      (
        await tx
          .select({ createdAt: otpCodes.createdAt })
          .from(otpCodes)
          .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)))
          .orderBy(desc(otpCodes.createdAt))
          .limit(1)
      )[0]?.createdAt,
    /** Counts a try atomically; returns the attempts after this one. */
    countOtpAttempt: async (id: number, tx: Db = db) => {
      const [row] = await tx
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, id))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },
    /** Marks a code used; false when another request used it first. */
    consumeOtp: async (id: number, tx: Db = db) =>
      (
        await tx
          .update(otpCodes)
          .set({ consumedAt: new Date() })
          .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
          .returning({ id: otpCodes.id })
      ).length === 1,
    /** Closes the open codes of an owner (a new code replaces them). */
    closeOpenOtps: (owner: OtpOwner, tx: Db = db) =>
      tx
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(and(ownedBy(owner), isNull(otpCodes.consumedAt))),

    /** Closes every open code and unused reset proof of a person (their e-mail changed hands). */
    voidAllOf: async (userId: number, now: Date, tx: Db = db) => {
      await tx
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.consumedAt)));
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    insertReset: (values: typeof passwordResets.$inferInsert, tx: Db = db) =>
      tx.insert(passwordResets).values(values),
    /** Uses a reset proof once: only an unused, unexpired proof of this user succeeds. */
    useReset: async (userId: number, tokenHash: string, now: Date, tx: Db = db) =>
      (
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.userId, userId),
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          )
          .returning({ id: passwordResets.id })
      ).length === 1,
  };
}
export type CodesRepo = ReturnType<typeof createCodesRepo>;
