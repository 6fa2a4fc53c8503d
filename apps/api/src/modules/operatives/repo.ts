import type { OperativeStatus } from '@aptovial/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, operatives, payments, preRegistrations } from '../../db/schema/index';
import { type OperativeRow, selectOperatives } from './items';

export type OperativeValues = Omit<
  typeof operatives.$inferInsert,
  'id' | 'status' | 'total' | 'certificates' | 'observation' | 'startedAt' | 'finishedAt'
>;
/** What a transition writes besides the status. */
export type TransitionChanges = Partial<
  Pick<
    typeof operatives.$inferInsert,
    'startDate' | 'endDate' | 'observation' | 'startedAt' | 'finishedAt'
  >
>;

const t = operatives;

/** Queries of `operatives`; the exclusion constraint and the status conditions guard the races. */
export function createOperativesRepo(db: Db) {
  return {
    /**
     * A new operative (status Pending). A live one of the doctor sharing a day breaks the
     * exclusion constraint of migration 0025, even when both are inserted at once.
     */
    async insert(values: OperativeValues, tx: Db): Promise<number> {
      const [row] = await tx.insert(t).values(values).returning({ id: t.id });
      if (!row) throw new Error('operative not inserted');
      return row.id;
    },

    async byId(id: number, tx: Db = db): Promise<OperativeRow | undefined> {
      const [row] = await selectOperatives(tx).where(eq(t.id, id)).limit(1);
      return row;
    },

    /**
     * Moves the operative to `to` only if it is still in one of `from`, in one statement: of two
     * transitions at once the second waits on the row lock, re-reads the status and changes
     * nothing. False when the status did not allow it.
     */
    async transition(
      id: number,
      from: readonly OperativeStatus[],
      to: OperativeStatus,
      changes: TransitionChanges,
      now: Date,
      tx: Db,
    ): Promise<boolean> {
      const rows = await tx
        .update(t)
        .set({ ...changes, status: to, updatedAt: now })
        .where(and(eq(t.id, id), inArray(t.status, [...from])))
        .returning({ id: t.id });
      return rows.length === 1;
    },

    /**
     * InProgress → Executed, freezing its figures in the same statement: bolívares of approved
     * payments made at it or paying a certificate issued at it (a union, so a payment counted
     * both ways counts once), its certificates, and its applicants (the municipality's open
     * requests and those served at it). False when it was not in progress.
     */
    async finish(id: number, now: Date, tx: Db): Promise<boolean> {
      const paidHere = sql`(
        select ${payments.id} from ${payments} where ${payments.operativeId} = ${id}
        union
        select ${certificates.paymentId} from ${certificates}
        where ${certificates.operativeId} = ${id} and ${certificates.paymentId} is not null)`;
      const total = sql<string>`(select coalesce(sum(${payments.amount}), 0) from ${payments}
        where ${payments.status} = 'approved' and ${payments.id} in ${paidHere})`;
      const issued = sql<number>`(select count(*)::int from ${certificates}
        where ${certificates.operativeId} = ${id})`;
      const r = preRegistrations;
      const applicants = sql<number>`(select count(*)::int from ${r}
        where ${r.state} = ${t.state} and ${r.municipality} = ${t.municipality}
        and (${r.certificateId} is null or ${r.certificateId} in (
          select ${certificates.id} from ${certificates} where ${certificates.operativeId} = ${id})))`;
      const rows = await tx
        .update(t)
        .set({
          status: 'Executed',
          finishedAt: now,
          updatedAt: now,
          total,
          certificates: issued,
          totalUsers: applicants,
        })
        .where(and(eq(t.id, id), eq(t.status, 'InProgress')))
        .returning({ id: t.id });
      return rows.length === 1;
    },
  };
}
export type OperativesRepo = ReturnType<typeof createOperativesRepo>;
