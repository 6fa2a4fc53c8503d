import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, webhookCursors } from '../../db/schema/index';
import { feedHorizon } from './feed-repo';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type KeyFilter = { ownerModule?: string; state?: string };

const filterOf = (filter: KeyFilter): SQL | undefined =>
  and(
    filter.ownerModule ? eq(apiKeys.ownerModule, filter.ownerModule) : undefined,
    filter.state ? eq(apiKeys.state, filter.state) : undefined,
  );

/** The api_keys table and a receiving key's starting point in the feed. */
export function createApiKeysRepo(db: Db) {
  return {
    async insert(tx: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
      const [row] = await tx.insert(apiKeys).values(values).returning();
      if (!row) throw new Error('api key not inserted');
      return row;
    },
    /**
     * A new receiver starts at the feed's horizon (feed-repo.ts): it gets every event made
     * visible from now on (some a little older, never one twice), none of the history.
     */
    async startCursor(tx: Db, apiKeyId: number): Promise<void> {
      await tx.insert(webhookCursors).values({
        apiKeyId,
        xid: feedHorizon,
        eventId: 0,
      });
    },
    list(filter: KeyFilter): Promise<ApiKeyRow[]> {
      return db.select().from(apiKeys).where(filterOf(filter)).orderBy(desc(apiKeys.id)).limit(500);
    },
    async byPrefix(prefix: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.prefix, prefix));
      return row;
    },
    async revoke(tx: Db, id: number, filter: KeyFilter, accountId: number, at: Date) {
      const [row] = await tx
        .update(apiKeys)
        .set({ revokedAt: at, revokedBy: accountId })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt), filterOf(filter)))
        .returning();
      return row;
    },
    async byId(id: number, filter: KeyFilter): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.id, id), filterOf(filter)));
      return row;
    },
  };
}
export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
