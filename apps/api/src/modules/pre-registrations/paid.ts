import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preRegistrations } from '../../db/schema/index';

const t = preRegistrations;

/** What a charge needs of the request it pays, read under the request's row lock. */
export type RequestToPay = {
  id: number;
  names: string;
  lastNames: string;
  email: string;
  state: string;
  municipality: number;
  nationality: string;
  dni: string;
  type: string;
  grades: string[];
  paymentId: number | null;
  certificateId: number | null;
};

/**
 * Payments of the public's requests (decision 0024): the payments module reaches them through the
 * pre-registrations door, inside its own transactions.
 */
export function createPaidRequests() {
  return {
    /**
     * The request, its row locked until the caller's transaction ends: two charges of one
     * request take turns here, and the second sees what the first wrote.
     */
    async lockForPayment(id: number, tx: Db): Promise<RequestToPay | undefined> {
      const [row] = await tx
        .select({
          id: t.id,
          names: t.names,
          lastNames: t.lastNames,
          email: t.email,
          state: t.state,
          municipality: t.municipality,
          nationality: t.nationality,
          dni: t.dni,
          type: t.type,
          grades: t.grades,
          paymentId: t.paymentId,
          certificateId: t.certificateId,
        })
        .from(t)
        .where(eq(t.id, id))
        .for('update');
      return row;
    },

    /** Paid by `paymentId`, in the transaction that approves the payment; once only. */
    async markPaid(id: number, paymentId: number, at: Date, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(t)
        .set({ paymentId, paidAt: at })
        .where(and(eq(t.id, id), isNull(t.paymentId)))
        .returning({ id: t.id });
      return rows.length === 1;
    },
  };
}
export type PaidRequests = ReturnType<typeof createPaidRequests>;
