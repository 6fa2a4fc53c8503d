import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema/index';

/**
 * For the payments module: a request served before its charge was approved leaves its
 * certificate unpaid; the approval pays it, in the approving transaction (decision 0053).
 */
export function createPaidCertificates() {
  return {
    /** Paid by `paymentId` unless already paid (a payment pays one certificate); true if written. */
    async payWith(id: number, paymentId: number, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(certificates)
        .set({ paymentId })
        .where(and(eq(certificates.id, id), isNull(certificates.paymentId)))
        .returning({ id: certificates.id });
      return rows.length === 1;
    },
  };
}
export type PaidCertificates = ReturnType<typeof createPaidCertificates>;
