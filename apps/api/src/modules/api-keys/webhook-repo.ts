import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  apiKeys,
  certificateEvents,
  webhookCursors,
  webhookDeliveries,
} from '../../db/schema/index';
import { eventsAfter } from './feed-repo';

const d = webhookDeliveries;

/** The webhook tables: fan-out from the feed, claims of due deliveries, the dead letters. */
export function createWebhookRepo(db: Db) {
  return {
    /** The receiving keys still in force. */
    async receivers(): Promise<number[]> {
      const rows = await db
        .select({ id: webhookCursors.apiKeyId })
        .from(webhookCursors)
        .innerJoin(apiKeys, eq(apiKeys.id, webhookCursors.apiKeyId))
        .where(and(isNull(apiKeys.revokedAt), isNotNull(apiKeys.webhookUrl)));
      return rows.map((row) => row.id);
    },
    /**
     * Turns one receiving key's new feed events into deliveries and moves its cursor, in one
     * transaction holding the cursor row (another process skips that key meanwhile): each event
     * is owed once per key, whatever the number of processes.
     */
    async fanOut(apiKeyId: number, batch: number): Promise<number> {
      return db.transaction(async (tx) => {
        const [cursor] = await tx
          .select({
            xid: webhookCursors.xid,
            eventId: webhookCursors.eventId,
            state: apiKeys.state,
          })
          .from(webhookCursors)
          .innerJoin(apiKeys, eq(apiKeys.id, webhookCursors.apiKeyId))
          .where(eq(webhookCursors.apiKeyId, apiKeyId))
          .for('update', { of: webhookCursors, skipLocked: true });
        if (!cursor) return 0;
        const from = { xid: cursor.xid, id: cursor.eventId };
        const events = await eventsAfter(tx, from, cursor.state, batch);
        const last = events.at(-1);
        if (!last) return 0;
        await tx
          .insert(d)
          .values(events.map((event) => ({ apiKeyId, eventId: event.id })))
          .onConflictDoNothing();
        await tx
          .update(webhookCursors)
          .set({ xid: last.xid, eventId: last.id })
          .where(eq(webhookCursors.apiKeyId, apiKeyId));
        return events.length;
      });
    },
    /** Due deliveries, leased until `leaseUntil` so no other process sends them meanwhile. */
    async claimDue(now: Date, leaseUntil: Date, batch: number) {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: d.id })
          .from(d)
          .where(and(eq(d.status, 'pending'), lte(d.nextAttemptAt, now)))
          .orderBy(asc(d.nextAttemptAt))
          .limit(batch)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const ids = due.map((row) => row.id);
        await tx.update(d).set({ nextAttemptAt: leaseUntil }).where(inArray(d.id, ids));
        return tx
          .select({ delivery: d, event: certificateEvents, key: apiKeys })
          .from(d)
          .innerJoin(certificateEvents, eq(certificateEvents.id, d.eventId))
          .innerJoin(apiKeys, eq(apiKeys.id, d.apiKeyId))
          .where(inArray(d.id, ids))
          .orderBy(asc(d.eventId));
      });
    },
    async delivered(id: number, at: Date): Promise<void> {
      await db
        .update(d)
        .set({
          status: 'delivered',
          deliveredAt: at,
          attempts: sql`${d.attempts} + 1`,
          lastError: null,
        })
        .where(eq(d.id, id));
    },
    async failed(id: number, error: string, next: Date | null): Promise<void> {
      await db
        .update(d)
        .set({
          attempts: sql`${d.attempts} + 1`,
          lastError: error.slice(0, 300),
          ...(next ? { nextAttemptAt: next } : { status: 'dead' as const }),
        })
        .where(eq(d.id, id));
    },
    deadLetters(filter: { ownerModule?: string; state?: string }) {
      return db
        .select({ delivery: d, keyName: apiKeys.name })
        .from(d)
        .innerJoin(apiKeys, eq(apiKeys.id, d.apiKeyId))
        .where(
          and(
            eq(d.status, 'dead'),
            filter.ownerModule ? eq(apiKeys.ownerModule, filter.ownerModule) : undefined,
            filter.state ? eq(apiKeys.state, filter.state) : undefined,
          ),
        )
        .orderBy(desc(d.id))
        .limit(500);
    },
    /** A dead delivery due again now, with a fresh retry window (its attempts kept). */
    async replay(id: number, filter: { ownerModule?: string; state?: string }, now: Date) {
      const keys = db
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(
          and(
            filter.ownerModule ? eq(apiKeys.ownerModule, filter.ownerModule) : undefined,
            filter.state ? eq(apiKeys.state, filter.state) : undefined,
          ),
        );
      const [row] = await db
        .update(d)
        .set({ status: 'pending', nextAttemptAt: now, createdAt: now, lastError: null })
        .where(and(eq(d.id, id), eq(d.status, 'dead'), inArray(d.apiKeyId, keys)))
        .returning({ id: d.id });
      return row;
    },
  };
}
export type WebhookRepo = ReturnType<typeof createWebhookRepo>;
