import { and, between, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/index';
import { scopeCondition } from './list-repo';
import type { PaymentsScope } from './policy';

const p = payments;
/** A sum of amounts as exact text with two places: numeric in SQL, never a float ("0.00" of none). */
const summed = sql<string>`(coalesce(sum(${p.amount}), 0)::numeric(20, 2))::text`;

/** The panel's money figures: payments of a range of the bank's days (trx_date, Caracas). */
export function createPaymentsSummaryRepo(db: Db) {
  return {
    async summary(scope: PaymentsScope, from: string, to: string) {
      const within: SQL | undefined = and(between(p.trxDate, from, to), scopeCondition(scope));
      const [byStatus, byDay] = await Promise.all([
        db
          .select({ status: p.status, count: count(), total: summed })
          .from(p)
          .where(within)
          .groupBy(p.status),
        db
          .select({ day: p.trxDate, count: count(), total: summed })
          .from(p)
          .where(and(within, eq(p.status, 'approved')))
          .groupBy(p.trxDate)
          .orderBy(p.trxDate),
      ]);
      return { byStatus, byDay };
    },
  };
}
export type PaymentsSummaryRepo = ReturnType<typeof createPaymentsSummaryRepo>;
