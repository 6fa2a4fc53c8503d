import type { commissionOrderColumns } from '@aptovial/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { creatorEmailOf } from '../../db/creator';
import { commissions } from '../../db/schema/index';
import { createdWithin, createListStatements } from '../../lists/lists';
import { pageWithTotal } from '../../lists/page-with-total';

export type CommissionRow = typeof commissions.$inferSelect;
export type ListedCommissionRow = { commission: CommissionRow; createdByEmail: string | null };
export type CommissionRange = { createdFrom?: Date; createdBefore?: Date };
export type CommissionOrder = {
  column: (typeof commissionOrderColumns)[number];
  direction: 'asc' | 'desc';
};

const commissionOrder: Record<CommissionOrder['column'], PgColumn> = {
  createdAt: commissions.createdAt,
};

/** Queries of `commissions`: the history, the one in force, and the switch to a new one. */
export function createCommissionsRepo(db: Db) {
  const run = createListStatements();
  const listed = (tx: Db) =>
    tx
      .select({ commission: commissions, createdByEmail: creatorEmailOf(commissions.createdBy) })
      .from(commissions);

  return {
    /** One page of the history and the total within the date range. */
    page: (range: CommissionRange, order: CommissionOrder, limit: number, offset: number) =>
      pageWithTotal(db, run, {
        name: 'commissions',
        rows: () => listed(db).$dynamic(),
        counted: commissions,
        where: createdWithin(commissions.createdAt, range),
        order: { ...order, columns: [commissionOrder[order.column], commissions.id] },
        page: { limit, offset },
      }),

    /** The commission in force: the active one (at most one, by a unique index). */
    async active(tx: Db = db): Promise<CommissionRow | undefined> {
      const [row] = await tx
        .select()
        .from(commissions)
        .where(eq(commissions.status, 'active'))
        .orderBy(desc(commissions.createdAt), desc(commissions.id))
        .limit(1);
      return row;
    },

    async findListed(id: number, tx: Db = db): Promise<ListedCommissionRow | undefined> {
      return (await listed(tx).where(eq(commissions.id, id)).limit(1))[0];
    },

    /**
     * Two Admins saving at once are applied one after the other: each waits for the other's
     * commit, then turns off what is active by then. Readers are not blocked (EXCLUSIVE mode).
     */
    lockForChange: (tx: Db) => tx.execute(sql`lock table ${commissions} in exclusive mode`),

    /** Turns the active commission inactive; answers it as it was, if there was one. */
    async deactivate(at: Date, tx: Db): Promise<CommissionRow | undefined> {
      const [row] = await tx
        .update(commissions)
        .set({ status: 'inactive', updatedAt: at })
        .where(eq(commissions.status, 'active'))
        .returning();
      return row;
    },

    async insert(values: typeof commissions.$inferInsert, tx: Db): Promise<CommissionRow> {
      const [row] = await tx.insert(commissions).values(values).returning();
      if (!row) throw new Error('commission not inserted');
      return row;
    },
  };
}
export type CommissionsRepo = ReturnType<typeof createCommissionsRepo>;
