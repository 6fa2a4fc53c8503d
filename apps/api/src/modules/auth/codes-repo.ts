import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes, passwordResets } from '../../db/schema/index';

export type OtpRow = typeof otpCodes.$inferSelect;
type Purpose = OtpRow['purpose'];

/** One-time codes and password-reset proofs. */
export function createCodesRepo(db: Db) {
  return {
    insertOtp: (values: typeof otpCodes.$inferInsert, tx: Db = db) =>
      tx.insert(otpCodes).values(values),
    /** The newest code of a purpose that was not used yet. */
    latestOpenOtp: async (userId: number, purpose: Purpose, tx: Db = db) =>
      (
        await tx
          .select()
          .from(otpCodes)
          .where(
            and(
              eq(otpCodes.userId, userId),
              eq(otpCodes.purpose, purpose),
              isNull(otpCodes.consumedAt),
            ),
          )
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
    /** Closes the open codes of a purpose (a new code replaces them). */
    closeOpenOtps: (userId: number, purpose: Purpose, tx: Db = db) =>
      tx
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(otpCodes.userId, userId),
            eq(otpCodes.purpose, purpose),
            isNull(otpCodes.consumedAt),
          ),
        ),

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
