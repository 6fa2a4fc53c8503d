import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchaSolutions } from '../../db/schema/index';

/** Queries of `captcha_solutions`: the solutions already accepted, until their challenge expires. */
export function createCaptchaRepo(db: Db) {
  return {
    /** Records an accepted solution; false when it was already there (a replay). */
    async remember(signatureHash: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(captchaSolutions)
        .values({ signatureHash, expiresAt })
        .onConflictDoNothing()
        .returning({ signatureHash: captchaSolutions.signatureHash });
      return inserted.length === 1;
    },

    /** Forgets solutions whose challenge has expired: altcha-lib refuses those anyway. */
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
    },
  };
}
export type CaptchaRepo = ReturnType<typeof createCaptchaRepo>;
