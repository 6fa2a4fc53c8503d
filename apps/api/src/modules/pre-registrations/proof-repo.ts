import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preRegistrationCodes } from '../../db/schema/index';

const c = preRegistrationCodes;
export type RequestCodeRow = typeof c.$inferSelect;

/** Queries of `pre_registration_codes`, the codes that prove a request's owner (decision 0051). */
export function createProofRepo(db: Db) {
  return {
    /** The request's newest code not replaced (expired or over-tried ones included). */
    async latestOpen(requestId: number, tx: Db = db): Promise<RequestCodeRow | undefined> {
      const [row] = await tx
        .select()
        .from(c)
        .where(and(eq(c.preRegistrationId, requestId), isNull(c.consumedAt)))
        .orderBy(desc(c.createdAt), desc(c.id))
        .limit(1);
      return row;
    },

    /** A new code replaces every open one of the request. */
    async replace(
      values: { preRegistrationId: number; codeHash: string; expiresAt: Date; createdAt: Date },
      tx: Db,
    ): Promise<void> {
      await tx
        .update(c)
        .set({ consumedAt: values.createdAt })
        .where(and(eq(c.preRegistrationId, values.preRegistrationId), isNull(c.consumedAt)));
      await tx.insert(c).values(values);
    },

    /** Counts one try and answers how many the code has had (racing tries each count). */
    async countTry(id: number): Promise<number> {
      const [row] = await db
        .update(c)
        .set({ attempts: sql`${c.attempts} + 1` })
        .where(eq(c.id, id))
        .returning({ attempts: c.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },
  };
}
export type ProofRepo = ReturnType<typeof createProofRepo>;
