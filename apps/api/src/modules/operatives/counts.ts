import type { OperativeHistoryQuery } from '@aptovial/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operativeCounts as c } from '../../db/schema/index';
import { preparedKeptTotal, rangeValues } from '../../lists/kept-counts';
import type { OperativesScope } from './policy';

/**
 * The history's total from `operative_counts` (migration 0027, kept by a trigger on every insert,
 * transition and reschedule) instead of count(*), which grows with the history (decision 0055);
 * the counts answer from a few rows. Every filter
 * of the history is a key of the counts: the doctor (0: every one), the state and the status
 * ('': every one), and the start days, summed from whole months and the days around them.
 */

const ph = (name: string) => sql.placeholder(name);

export function createOperativeCounts(db: Db) {
  const totalOf = preparedKeptTotal(
    db,
    c,
    [eq(c.doctorAccountId, ph('doctor')), eq(c.state, ph('state')), eq(c.status, ph('status'))],
    'operative_counts_total',
  );

  return {
    /** How many operatives the history's filters match, for the session's scope. */
    async total(scope: OperativesScope, query: OperativeHistoryQuery): Promise<number> {
      const [from, to] = query.date_range ?? ['', ''];
      const [row] = await totalOf.execute({
        doctor: scope.all ? 0 : scope.accountId,
        state: query.state ?? '',
        status: query.status ?? '',
        ...rangeValues(from || undefined, to || undefined),
      });
      return row?.total ?? 0;
    },
  };
}
