import { todayInCaracas } from '@aptovial/shared';
import { and, between, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema/index';
import { REMIND_DAYS } from './expiry-reminders';

export type DueSoonScope = { channel?: 'medicVial'; schoolNumberId?: number; state?: string };

/**
 * "Por vencer en 30 días" by state (decision 0087): enabled certificates whose due date falls
 * from today to 30 days ahead, counted live. The due-date index (certificates_due_idx, which
 * carries the state and channel) bounds the read to those 30 days of due dates.
 */
export function createDueSoonCounts(db: Db, clock: () => Date) {
  return async function dueSoonByState(scope: DueSoonScope) {
    const today = todayInCaracas(clock());
    const conditions: (SQL | undefined)[] = [
      between(certificates.dueDate, today, sql`${today}::date + ${REMIND_DAYS}::int`),
      eq(certificates.status, true),
      scope.channel && eq(certificates.channel, scope.channel),
      scope.schoolNumberId === undefined
        ? undefined
        : eq(certificates.schoolNumberId, scope.schoolNumberId),
      scope.state === undefined ? undefined : eq(certificates.state, scope.state),
    ];
    const rows = await db
      .select({ key: certificates.state, total: count() })
      .from(certificates)
      .where(and(...conditions))
      .groupBy(certificates.state);
    return rows.sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  };
}
export type DueSoonCounts = ReturnType<typeof createDueSoonCounts>;
