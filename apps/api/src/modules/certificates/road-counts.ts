import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withRowPlan } from '../../db/row-plan';
import { EVERY, roadCounts } from '../../db/schema/index';
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

/**
 * Queries of `road_counts` (migration 0055), each prepared once; ranges as in kept-counts.ts. A
 * row counts a scope's certificates of a day or a month either by state (type and grade EVERY) or
 * by type and grade (state EVERY): a total sums the latter, every figure is an index range.
 */
export function createRoadCountsRepo(db: Db) {
  const scoped = eq(roadCounts.scope, ph('scope'));
  const totalOfState = preparedKeptTotal(
    db,
    roadCounts,
    [scoped, eq(roadCounts.state, ph('state'))],
    'road_counts_total',
  );
  const rangeRows = keptRangeRows(
    db,
    roadCounts,
    {
      state: roadCounts.state,
      type: roadCounts.type,
      grade: roadCounts.grade,
      total: roadCounts.total,
    },
    [scoped],
  );
  // One pass over the range's rows, a column not grouped by coming back null: by state EVERY is
  // the sum of the type-and-grade rows, the range's total; type and grade EVERY sum the state rows.
  const byKey = withRowPlan(
    db
      .select({
        state: rangeRows.state,
        type: rangeRows.type,
        grade: rangeRows.grade,
        total: sql<number>`sum(${rangeRows.total})::int`,
      })
      .from(rangeRows)
      .groupBy(sql`grouping sets ((${rangeRows.state}), (${rangeRows.type}), (${rangeRows.grade}))`)
      .prepare('road_counts_by_key'),
  );
  // A day's total: its type-and-grade rows (fifteen kinds at most).
  const dayRows = and(scoped, eq(roadCounts.period, 'day'), eq(roadCounts.state, EVERY));
  const byDay = withRowPlan(
    db
      .select({ day: roadCounts.start, total: sql<number>`sum(${roadCounts.total})::int` })
      .from(roadCounts)
      .where(and(dayRows, between(roadCounts.start, ph('from'), ph('to'))))
      .groupBy(roadCounts.start)
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
      .where(and(dayRows, between(roadCounts.start, ph('since'), ph('today'))))
      .prepare('road_counts_periods'),
  );

  return {
    /** Certificates of the scope (of one `state` when given) expedited within the range. */
    async total(
      scope: Scope,
      state: string | undefined,
      range: { from?: string; to?: string },
    ): Promise<number> {
      const values = { scope, state: state ?? EVERY, ...rangeValues(range.from, range.to) };
      return (await totalOfState.execute(values))[0]?.total ?? 0;
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
      // Counters of edited-away certificates stay at 0: a key with none is left out.
      const of = (key: (row: (typeof rows)[number]) => string | null) =>
        rows.flatMap((row) => {
          const value = key(row);
          return value === null || value === EVERY || row.total <= 0
            ? []
            : [{ key: value, total: row.total }];
        });
      return {
        total: rows.find((row) => row.state === EVERY)?.total ?? 0,
        byState: of((row) => row.state),
        byType: of((row) => row.type),
        byGrade: of((row) => row.grade),
      };
    },
  };
}
export type RoadCountsRepo = ReturnType<typeof createRoadCountsRepo>;
