import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withRowPlan } from '../../db/row-plan';
import { roadCounts } from '../../db/schema/index';
import { keptRangeRows, preparedKeptTotal, rangeValues } from '../../lists/kept-counts';
import type { PanelDays } from './road-days';

export type KeyTotal = { key: string; total: number };
/** Whose certificates: every doctor's (0, the Admin's) or one college number's. */
export type Scope = number;
export type RangeTotals = {
  total: number;
  byState: KeyTotal[];
  byType: KeyTotal[];
  byGrade: KeyTotal[];
};

const ph = (name: string) => sql.placeholder(name);

/** Queries of `road_counts` (migration 0017), each prepared once; ranges as in kept-counts.ts. */
export function createRoadCountsRepo(db: Db) {
  const scoped = eq(roadCounts.scope, ph('scope'));
  const totalOfKey = preparedKeptTotal(
    db,
    roadCounts,
    [scoped, eq(roadCounts.dimension, ph('dimension')), eq(roadCounts.key, ph('key'))],
    'road_counts_total',
  );
  // Every dimension, named: the index leads with it, so each one's dates are an index range
  // (without it, a month's Admin panel read every day row of the scope; decision 0055).
  const allRows = keptRangeRows(
    db,
    roadCounts,
    { dimension: roadCounts.dimension, key: roadCounts.key, total: roadCounts.total },
    [scoped, inArray(roadCounts.dimension, ['total', 'state', 'type', 'grade'])],
  );
  const byKey = withRowPlan(
    db
      .select({
        dimension: allRows.dimension,
        key: allRows.key,
        total: sql<number>`sum(${allRows.total})::int`,
      })
      .from(allRows)
      .groupBy(allRows.dimension, allRows.key)
      .prepare('road_counts_by_key'),
  );
  const dayTotals = and(
    eq(roadCounts.scope, ph('scope')),
    eq(roadCounts.period, 'day'),
    eq(roadCounts.dimension, 'total'),
    eq(roadCounts.key, ''),
  );
  const byDay = withRowPlan(
    db
      .select({ day: roadCounts.start, total: roadCounts.total })
      .from(roadCounts)
      .where(and(dayTotals, between(roadCounts.start, ph('from'), ph('to'))))
      .orderBy(roadCounts.start)
      .prepare('road_counts_by_day'),
  );
  const summedWhen = (condition: SQL) =>
    sql<number>`coalesce(sum(${roadCounts.total}) filter (where ${condition}), 0)::int`;
  const periods = withRowPlan(
    db
      .select({
        today: summedWhen(sql`${roadCounts.start} = ${ph('today')}`),
        week: summedWhen(sql`${roadCounts.start} >= ${ph('weekStart')}`),
        month: summedWhen(sql`${roadCounts.start} >= ${ph('monthStart')}`),
      })
      .from(roadCounts)
      .where(and(dayTotals, between(roadCounts.start, ph('since'), ph('today'))))
      .prepare('road_counts_periods'),
  );

  return {
    /** Certificates of one key (the 'total', or a 'state') expedited within the range. */
    async total(
      scope: Scope,
      { dimension, key }: { dimension: 'total' | 'state'; key: string },
      range: { from?: string; to?: string },
    ): Promise<number> {
      const values = { scope, dimension, key, ...rangeValues(range.from, range.to) };
      return (await totalOfKey.execute(values))[0]?.total ?? 0;
    },

    /** Certificates of today, this week (from Monday) and this month. */
    async periods(scope: Scope, days: PanelDays) {
      const since = days.weekStart < days.monthStart ? days.weekStart : days.monthStart;
      const [row] = await periods.execute({ scope, ...days, since });
      return { today: row?.today ?? 0, week: row?.week ?? 0, month: row?.month ?? 0 };
    },

    /** The range's days with certificates, in order. */
    async byDay(scope: Scope, from: string, to: string): Promise<KeyTotal[]> {
      const rows = await byDay.execute({ scope, from, to });
      // Counters of edited-away certificates stay at 0: a day with none is left out.
      return rows.filter((row) => row.total > 0).map((row) => ({ key: row.day, total: row.total }));
    },

    /** The range's total and its totals by state (every doctor's only), type and grade. */
    async byKey(scope: Scope, from: string, to: string): Promise<RangeTotals> {
      const rows = await byKey.execute({ scope, ...rangeValues(from, to) });
      const of = (dimension: string) =>
        rows
          .filter((row) => row.dimension === dimension && row.total > 0)
          .map(({ key, total }) => ({ key, total }));
      return {
        total: rows.find((row) => row.dimension === 'total')?.total ?? 0,
        byState: of('state'),
        byType: of('type'),
        byGrade: of('grade'),
      };
    },
  };
}
export type RoadCountsRepo = ReturnType<typeof createRoadCountsRepo>;
