import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateEvents } from '../../db/schema/index';
import type { FeedPosition } from './feed-cursor';

export type EventRow = typeof certificateEvents.$inferSelect;

const e = certificateEvents;

/**
 * The first transaction id that may still add events: the smallest id running at this snapshot
 * (else the next one to be given), leaving out the ids positively known to run in another
 * database of the server (they share ids but never write here). An id missing from the activity
 * view counts as ours: unknown means wait, never skip.
 */
export const feedHorizon = sql`(
  select coalesce(min(x), pg_snapshot_xmax(pg_current_snapshot()))
  from pg_snapshot_xip(pg_current_snapshot()) as x
  where not exists (
    select 1 from pg_stat_activity a
    where a.backend_xid = xid(x) and a.datname is not null and a.datname <> current_database()
  )
)`;

/**
 * The events after `after` in (xid, id) order, only those of transactions below the horizon,
 * computed in the same statement: every transaction under it has ended, and one that commits
 * later has an id at or above it, so it sorts after any cursor given out now. No event is
 * skipped however transactions interleave, none is read twice, and an aborted transaction's
 * rows are never visible (decision 0085).
 */
export async function eventsAfter(
  db: Db,
  after: FeedPosition,
  state: string | null,
  limit: number,
): Promise<EventRow[]> {
  return db
    .select()
    .from(e)
    .where(
      and(
        state ? eq(e.state, state) : undefined,
        sql`(${e.xid}, ${e.id}) > (${after.xid}::xid8, ${after.id}::bigint)`,
        sql`${e.xid} < ${feedHorizon}`,
      ),
    )
    .orderBy(asc(e.xid), asc(e.id))
    .limit(limit);
}
