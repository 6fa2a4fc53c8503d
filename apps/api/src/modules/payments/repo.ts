import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/index';

const t = payments;
export type PaymentRow = typeof t.$inferSelect;
export type NewPendingPayment = Pick<
  typeof t.$inferInsert,
  | 'invoiceNumber'
  | 'amount'
  | 'payerId'
  | 'payerPhoneMasked'
  | 'payerPhoneSealed'
  | 'bankCode'
  | 'trxDate'
  | 'preRegistrationId'
  | 'operativeId'
  | 'createdBy'
  | 'nextCheckAt'
>;
/** What the bank said of an approved charge (its answer, or the search's match). */
export type Approval = {
  paymentReference: string;
  authorizationCode: string;
  bankTransactionId: string | undefined;
  message: string;
};
const stillPending = (id: number) => and(eq(t.id, id), eq(t.status, 'pending'));

/** Queries of `payments`; every change of a pending payment is guarded by its being pending. */
export function createPaymentsRepo(db: Db) {
  return {
    async insertPending(values: NewPendingPayment, tx: Db): Promise<PaymentRow> {
      const [row] = await tx
        .insert(t)
        .values({ ...values, method: 'c2p', status: 'pending' })
        .returning();
      if (!row) throw new Error('payment not inserted');
      return row;
    },

    async byId(id: number, tx: Db = db): Promise<PaymentRow | undefined> {
      return (await tx.select().from(t).where(eq(t.id, id)))[0];
    },

    /**
     * Approved, the sealed phone erased. Undefined when it was no longer pending: whoever
     * settled it first (the charge's answer or the reconciliation) wins, the other changes nothing.
     */
    async approve(id: number, approval: Approval, at: Date, tx: Db) {
      const [row] = await tx
        .update(t)
        .set({
          status: 'approved',
          paymentReference: approval.paymentReference,
          authorizationCode: approval.authorizationCode,
          bankTransactionId: approval.bankTransactionId ?? null,
          outcomeCode: 'approved',
          message: approval.message,
          payerPhoneSealed: null,
          nextCheckAt: null,
          settledAt: at,
        })
        .where(stillPending(id))
        .returning();
      return row;
    },

    /** Failed with its reason and Spanish message, the sealed phone erased; once only. */
    async fail(id: number, outcome: { code: string; message: string }, at: Date, tx: Db) {
      const [row] = await tx
        .update(t)
        .set({
          status: 'failed',
          outcomeCode: outcome.code,
          message: outcome.message,
          payerPhoneSealed: null,
          nextCheckAt: null,
          settledAt: at,
        })
        .where(stillPending(id))
        .returning();
      return row;
    },

    /** Whether a charge of request `preRegistrationId` is still pending (its live-charge index). */
    async hasPending(preRegistrationId: number, tx: Db): Promise<boolean> {
      const rows = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.preRegistrationId, preRegistrationId), eq(t.status, 'pending')))
        .limit(1);
      return rows.length > 0;
    },

    /** Still pending: why, and when the reconciliation looks again. */
    async defer(id: number, outcome: { code: string; message: string }, nextCheckAt: Date) {
      await db
        .update(t)
        .set({ outcomeCode: outcome.code, message: outcome.message, nextCheckAt })
        .where(stillPending(id));
    },

    /**
     * Takes up to `limit` due pending payments and hides them from other reconcilers until
     * `leaseUntil`, counting the check, in one statement (SKIP LOCKED: concurrent API processes
     * take different rows). No transaction stays open while the bank is asked.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<PaymentRow[]> {
      const due = db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.status, 'pending'), lte(t.nextCheckAt, now)))
        .orderBy(asc(t.nextCheckAt), asc(t.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(t)
        .set({ nextCheckAt: leaseUntil, checks: sql`${t.checks} + 1` })
        .where(inArray(t.id, due))
        .returning();
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
