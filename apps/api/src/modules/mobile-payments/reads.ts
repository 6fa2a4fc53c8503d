import {
  type ListPaymentsQuery,
  type PaymentListItem,
  type PaymentsSummary,
  roundDecimal,
  todayInCaracas,
} from '@aptovial/shared';
import { AppError } from '../../errors';
import { REPORT_CAP } from '../../lists/lists';
import { toPaymentItem } from './items';
import type { PaymentsListRepo } from './list-repo';
import type { PaymentsScope } from './policy';
import type { PaymentsSummaryRepo } from './summary-repo';

type Deps = { list: PaymentsListRepo; summary: PaymentsSummaryRepo; clock: () => Date };
/** `date_range` as the list schemas parse it: either side may be empty. */
type DateRange = readonly [string, string] | undefined;

const money = (total: string) => roundDecimal(total, 2);

/** The payments list, its export and the panel's money figures, within a session's scope. */
export function createPaymentsReads({ list, summary, clock }: Deps) {
  return {
    /** lista-de-pagos-movil: a page of payments and the total matching. */
    async list(scope: PaymentsScope, query: ListPaymentsQuery) {
      const { limit, page } = query;
      const { rows, total } = await list.page(query, scope, limit, (page - 1) * limit);
      return { data: rows.map(toPaymentItem), total, page, limit };
    },

    /** Every match up to the report cap, for the Excel export, in the list's order. */
    async report(scope: PaymentsScope, query: ListPaymentsQuery): Promise<PaymentListItem[]> {
      const { rows } = await list.page(query, scope, REPORT_CAP, 0);
      return rows.map(toPaymentItem);
    },

    /**
     * Approved and pending counts and sums, failed count, and approved by day, over the bank's
     * days of the range (the month so far when none is given). Sums are exact decimal text.
     */
    async summary(scope: PaymentsScope, range: DateRange): Promise<PaymentsSummary> {
      const today = todayInCaracas(clock());
      const from = range?.[0] || `${today.slice(0, 8)}01`;
      const to = range?.[1] || today;
      if (from > to) {
        throw new AppError('VALIDATION_ERROR', undefined, [
          { field: 'date_range', message: 'La fecha inicial no puede ser posterior a la final' },
        ]);
      }
      const { byStatus, byDay } = await summary.summary(scope, from, to);
      const of = (status: string) => byStatus.find((row) => row.status === status);
      const figures = (status: string) => ({
        count: of(status)?.count ?? 0,
        total: money(of(status)?.total ?? '0'),
      });
      return {
        range: { from, to },
        approved: figures('approved'),
        pending: figures('pending'),
        failed: { count: of('failed')?.count ?? 0 },
        byDay: byDay.map((row) => ({ day: row.day, count: row.count, total: money(row.total) })),
      };
    },
  };
}
export type PaymentsReads = ReturnType<typeof createPaymentsReads>;
