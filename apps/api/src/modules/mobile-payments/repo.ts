import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, payments } from '../../db/schema/index';

/** A payment at the bank, named by its bank and the bank's reference (unique together). */
export type BankReference = { bankCode: number; reference: string };
/**
 * A recorded payment of that bank and reference: the certificate it paid, if any (its id and
 * serial), and the request it charged (a C2P charge; null for a mobile payment).
 */
export type UsedPayment = BankReference & {
  paymentId: number;
  certificateId: number | null;
  certificateSerial: number | null;
  requestId: number | null;
};
/** What a recorded payment paid, as the search tells it. */
export type PaidWith = Pick<UsedPayment, 'certificateId' | 'certificateSerial' | 'requestId'>;
/** The recorded payments found, by bank and reference and by invoice. */
export type UsedPayments = {
  byReference: Map<string, UsedPayment>;
  byInvoice: Map<string, PaidWith>;
};

export type MobilePaymentValues = Pick<
  typeof payments.$inferInsert,
  | 'invoiceNumber'
  | 'amount'
  | 'payerId'
  | 'payerPhoneMasked'
  | 'bankCode'
  | 'paymentReference'
  | 'authorizationCode'
  | 'trxDate'
  | 'bankTransactionId'
  | 'createdBy'
  | 'operativeId'
  | 'settledAt'
>;

export const keyOf = ({ bankCode, reference }: BankReference) => `${bankCode}:${reference}`;

/** Queries of `payments` for the mobile payments a doctor finds and uses. */
export function createMobilePaymentsRepo(db: Db) {
  return {
    /**
     * The recorded payments among `keys` (any method or status): each pays once. Also those of
     * `invoices`: a C2P charge of ours the bank holds while it is still pending here (no reference
     * yet) is found by its invoice, and belongs to the request it charged.
     */
    async used(keys: readonly BankReference[], invoices: readonly string[]): Promise<UsedPayments> {
      if (keys.length === 0) return { byReference: new Map(), byInvoice: new Map() };
      const rows = await db
        .select({
          paymentId: payments.id,
          bankCode: payments.bankCode,
          reference: payments.paymentReference,
          invoice: payments.invoiceNumber,
          certificateId: certificates.id,
          certificateSerial: certificates.serial,
          requestId: payments.preRegistrationId,
        })
        .from(payments)
        .leftJoin(certificates, eq(certificates.paymentId, payments.id))
        .where(
          or(
            ...keys.map((key) =>
              and(
                eq(payments.bankCode, key.bankCode),
                eq(payments.paymentReference, key.reference),
              ),
            ),
            invoices.length === 0 ? undefined : inArray(payments.invoiceNumber, [...invoices]),
          ),
        );
      const byReference = new Map<string, UsedPayment>();
      const byInvoice = new Map<string, PaidWith>();
      for (const { invoice, reference, ...row } of rows) {
        if (reference !== null)
          byReference.set(keyOf({ ...row, reference }), { ...row, reference });
        byInvoice.set(invoice, row);
      }
      return { byReference, byInvoice };
    },

    /**
     * Records a found mobile payment, approved from the start; undefined when its bank and
     * reference (or its invoice) are already recorded. ON CONFLICT DO NOTHING waits for a
     * concurrent insert of the same payment to commit or roll back: of two issues racing for one
     * payment, exactly one records it.
     */
    async insertMobile(values: MobilePaymentValues, tx: Db): Promise<number | undefined> {
      const [row] = await tx
        .insert(payments)
        .values({ ...values, method: 'mobile', status: 'approved', currency: 'VES' })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return row?.id;
    },
  };
}
export type MobilePaymentsRepo = ReturnType<typeof createMobilePaymentsRepo>;
