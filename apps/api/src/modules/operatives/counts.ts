import type { OperativeHistoryQuery } from '@aptovial/shared';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withRowPlan } from '../../db/row-plan';
import { operativeCounts as c } from '../../db/schema/index';
import { rangeParts } from '../certificates/road-days';
import type { OperativesScope } from './policy';

/**
 * The history's total from `operative_counts` (migration 0027, kept by a trigger on every insert,
 * transition and reschedule) instead of count(*): at 100,000 operatives counting a doctor's
 * 50,000 cost 13 ms and every one 21 ms a page; the counts answer from a few rows. Every filter
 * of the history is a key of the counts: the doctor (0: every one), the state and the status
 * ('': every one), and the start days, summed from whole months and the days around them.
 */

const ph = (name: string) => sql.placeholder(name);

export function createOperativeCounts(db: Db) {
  const span = (period: 'day' | 'month', from: string, to: string) =>
    db
      .select({ total: c.total })
      .from(c)
      .where(
        and(
          eq(c.doctorAccountId, ph('doctor')),
          eq(c.state, ph('state')),
          eq(c.status, ph('status')),
          eq(c.period, period),
          between(c.start, ph(from), ph(to)),
        ),
      );
  const rows = span('day', 'firstFrom', 'firstTo')
    .unionAll(span('month', 'monthFrom', 'monthTo'))
    .unionAll(span('day', 'lastFrom', 'lastTo'))
    .as('count_rows');
  const totalOf = withRowPlan(
    db
      .select({ total: sql<number>`coalesce(sum(${rows.total}), 0)::int` })
      .from(rows)
      .prepare('operative_counts_total'),
  );

  return {
    /** How many operatives the history's filters match, for the session's scope. */
    async total(scope: OperativesScope, query: OperativeHistoryQuery): Promise<number> {
      const [from, to] = query.date_range ?? ['', ''];
      const { firstDays, months, lastDays } = rangeParts(from || undefined, to || undefined);
      const [row] = await totalOf.execute({
        doctor: scope.all ? 0 : scope.accountId,
        state: query.state ?? '',
        status: query.status ?? '',
        firstFrom: firstDays[0],
        firstTo: firstDays[1],
        monthFrom: months[0],
        monthTo: months[1],
        lastFrom: lastDays[0],
        lastTo: lastDays[1],
      });
      return row?.total ?? 0;
    },
  };
}
export type OperativeCounts = ReturnType<typeof createOperativeCounts>;
