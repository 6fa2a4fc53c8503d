import { operativeStatuses } from '@aptovial/shared';
import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatives } from '../../db/schema/index';
import type { OperativesScope } from './policy';
import { live, liveCertificates, liveCollected, scopeOf, startsWithin } from './read-repo';

const o = operatives;
type DateRange = readonly [string, string] | undefined;
/** First and last day of a period (calendar days in Caracas). */
export type Period = { from: string; to: string };

const counted = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
const startsIn = ({ from, to }: Period) => between(o.startDate, from, to);

/**
 * The queries of myStadist and createCommission, over the operatives of a session's scope. Their
 * figures add the frozen ones of executed operatives (a column each: one pass over the rows) and
 * the live ones of those in progress, a handful read by their index: a subquery in the pass
 * itself made PostgreSQL's sum over 100,000 operatives five times slower, even never run.
 */
export function createStatsRepo(db: Db) {
  /** The sum of `figure` over the scope's operatives in progress that start in `range`. */
  const liveSum = (figure: SQL, scope: OperativesScope, range: DateRange) =>
    db
      .select({ sum: sql`coalesce(sum(${figure}), 0)` })
      .from(o)
      .where(and(live, scopeOf(scope), startsWithin(range)));

  return {
    /**
     * One pass over the scope's operatives: counts by status, starting in each period, and the
     * certificates and bolívares of those starting in `range` (all of them without one).
     */
    async stats(
      scope: OperativesScope,
      periods: { today: string; week: Period; month: Period },
      range: DateRange,
    ) {
      const inRange = startsWithin(range) ?? sql`true`;
      const byStatus = Object.fromEntries(
        operativeStatuses.map((status) => [status, counted(eq(o.status, status))]),
      ) as Record<(typeof operativeStatuses)[number], SQL<number>>;
      const [row] = await db
        .select({
          byStatus,
          today: counted(eq(o.startDate, periods.today)),
          week: counted(startsIn(periods.week)),
          month: counted(startsIn(periods.month)),
          inRange: counted(inRange),
          certificates: sql<number>`(coalesce(sum(${o.certificates}) filter (where ${inRange}), 0)
            + (${liveSum(liveCertificates, scope, range)}))::int`,
          collected: sql<string>`(coalesce(sum(${o.total}) filter (where ${inRange}), 0)
            + (${liveSum(liveCollected, scope, range)}))::text`,
        })
        .from(o)
        .where(scopeOf(scope));
      if (!row) throw new Error('an aggregate answers one row');
      return row;
    },

    /** Certificates issued at the scope's operatives starting in `range` (frozen or live). */
    async certificatesIn(scope: OperativesScope, range: DateRange): Promise<number> {
      const [row] = await db
        .select({
          total: sql<number>`(coalesce(sum(${o.certificates}), 0)
            + (${liveSum(liveCertificates, scope, range)}))::int`,
        })
        .from(o)
        .where(and(scopeOf(scope), startsWithin(range)));
      return row?.total ?? 0;
    },
  };
}
export type StatsRepo = ReturnType<typeof createStatsRepo>;
