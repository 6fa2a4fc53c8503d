import { passkeysRequiredKey } from '@aptovial/shared';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeys, sessions, settings, users, webauthnChallenges } from '../../db/schema/index';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengeRow = typeof webauthnChallenges.$inferSelect;
export type Ceremony = ChallengeRow['purpose'];

/** Queries of passkeys, their ceremonies' challenges and the modules' "required" switches. */
export function createPasskeysRepo(db: Db) {
  return {
    listOf: (userId: number, tx: Db = db) =>
      tx.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id)),

    /** The person's passkeys, locked until `tx` ends: two removals at once are applied in turn. */
    lockOf: (userId: number, tx: Db) =>
      tx.select().from(passkeys).where(eq(passkeys.userId, userId)).for('update'),

    async hasAny(userId: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .select({ id: passkeys.id })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    /** The new passkey, or undefined when its credential is already stored (any person's). */
    async insert(values: typeof passkeys.$inferInsert, tx: Db): Promise<PasskeyRow | undefined> {
      const [row] = await tx
        .insert(passkeys)
        .values(values)
        .onConflictDoNothing({ target: passkeys.credentialId })
        .returning();
      return row;
    },

    async rename(id: number, userId: number, name: string, tx: Db = db) {
      const [row] = await tx
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row;
    },

    remove: (ids: number[], tx: Db) =>
      ids.length === 0
        ? Promise.resolve([])
        : tx.delete(passkeys).where(inArray(passkeys.id, ids)).returning(),

    /** Moves the counter on only from the value read: a parallel use of the same key loses. */
    async advance(row: PasskeyRow, counter: number, at: Date, tx: Db): Promise<boolean> {
      const updated = await tx
        .update(passkeys)
        .set({ counter, lastUsedAt: at })
        .where(and(eq(passkeys.id, row.id), eq(passkeys.counter, row.counter)))
        .returning({ id: passkeys.id });
      return updated.length === 1;
    },

    /** One open challenge per session and ceremony: a new one replaces any still unused. */
    async openChallenge(values: typeof webauthnChallenges.$inferInsert, tx: Db): Promise<void> {
      await tx
        .delete(webauthnChallenges)
        .where(
          and(
            eq(webauthnChallenges.sessionId, values.sessionId),
            eq(webauthnChallenges.purpose, values.purpose),
            isNull(webauthnChallenges.usedAt),
          ),
        );
      await tx.insert(webauthnChallenges).values(values);
    },

    /** Uses up the session's open challenge of a ceremony, whatever the answer turns out to be. */
    async takeChallenge(sessionId: number, purpose: Ceremony, at: Date) {
      return db.transaction(async (tx) => {
        const [open] = await tx
          .select()
          .from(webauthnChallenges)
          .where(
            and(
              eq(webauthnChallenges.sessionId, sessionId),
              eq(webauthnChallenges.purpose, purpose),
              isNull(webauthnChallenges.usedAt),
            ),
          )
          .orderBy(desc(webauthnChallenges.id))
          .limit(1)
          .for('update');
        if (!open) return undefined;
        await tx
          .update(webauthnChallenges)
          .set({ usedAt: at })
          .where(eq(webauthnChallenges.id, open.id));
        return open;
      });
    },

    /** The modules among `modules` whose Admin made passkeys compulsory. */
    async requiredAmong(modules: readonly string[], tx: Db = db): Promise<Set<string>> {
      if (modules.length === 0) return new Set();
      const keys = modules.map(passkeysRequiredKey);
      const rows = await tx
        .select({ key: settings.key })
        .from(settings)
        .where(and(inArray(settings.key, keys), eq(settings.enabled, true)));
      const on = new Set(rows.map((row) => row.key));
      return new Set(modules.filter((module) => on.has(passkeysRequiredKey(module))));
    },

    /** Sets a module's switch; answers what it was before (false when it did not exist). */
    async setRequired(module: string, enabled: boolean, at: Date, tx: Db): Promise<boolean> {
      const key = passkeysRequiredKey(module);
      const [before] = await tx
        .select({ enabled: settings.enabled })
        .from(settings)
        .where(eq(settings.key, key))
        .for('update');
      await tx
        .insert(settings)
        .values({ key, enabled, updatedAt: at })
        .onConflictDoUpdate({ target: settings.key, set: { enabled, updatedAt: at } });
      return before?.enabled ?? false;
    },

    /** Finishes a half-signed-in session; false when it was already finished or is gone. */
    async verifySession(sessionId: number, at: Date, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(sessions)
        .set({ verifiedAt: at, lastUsedAt: at })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.verifiedAt)))
        .returning({ id: sessions.id });
      if (rows.length === 0) return false;
      return true;
    },

    touchUser: (userId: number, at: Date, tx: Db) =>
      tx.update(users).set({ lastSeen: at }).where(eq(users.id, userId)),
  };
}
export type PasskeysRepo = ReturnType<typeof createPasskeysRepo>;
