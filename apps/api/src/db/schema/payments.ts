import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './auth';
import { operatives } from './operatives';
import { preRegistrations } from './pre-registrations';

export const PAYMENT_INVOICE_UNIQUE = 'payments_invoice_uq';
export const PAYMENT_REFERENCE_UNIQUE = 'payments_reference_uq';
export const PAYMENT_ONE_LIVE_PER_REQUEST = 'payments_one_live_per_request_uq';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A payment for a certificate (docs/product/entities.md, Mobile payment (C2P); decision 0024):
 * - `c2p`: a charge this product sent to the payer's bank; written `pending` before it leaves,
 *   so a charge the bank approved is never lost, even when the process dies before the answer;
 * - `mobile`: a mobile payment the payer made, found by a doctor's search and used for one
 *   certificate (`approved` from the start).
 * Amounts are exact decimals (numeric), read as strings. The payment key is never stored; the
 * payer's full phone only sealed (`payer_phone_sealed`), while a pending charge needs it for the
 * reconciliation's search, and erased when the payment settles.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    method: text('method', { enum: ['c2p', 'mobile'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'failed'] }).notNull(),
    /**
     * A charge's own number (the bank's idempotency key); a found mobile payment's is
     * `MP-<bank>-<reference>` (the bank's own may be empty or repeat across payers).
     */
    invoiceNumber: text('invoice_number').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('VES'),
    /** Nationality letter and cédula of the payer ("V12345678"): destination_id. */
    payerId: text('payer_id').notNull(),
    /** "0414-***4567": enough to recognise it, never the whole number. */
    payerPhoneMasked: text('payer_phone_masked').notNull(),
    /** The whole phone, sealed (AES-256-GCM), only while the charge is pending. */
    payerPhoneSealed: text('payer_phone_sealed'),
    /** The payer's bank, a code of the catalogue (destination_bank_id). */
    bankCode: integer('bank_code').notNull(),
    /** The bank's reference, once it approved (payment_reference). */
    paymentReference: text('payment_reference'),
    authorizationCode: text('authorization_code'),
    /** The bank's transaction day, Caracas (trx_date). */
    trxDate: date('trx_date', { mode: 'string' }).notNull(),
    bankTransactionId: text('bank_transaction_id'),
    /** Why it failed or is pending (gateway.ts codes), and the Spanish message shown. */
    outcomeCode: text('outcome_code'),
    message: text('message'),
    /** The request it pays (c2p); a mobile payment pays the certificate that points at it. */
    preRegistrationId: bigint('pre_registration_id', { mode: 'number' }).references(
      () => preRegistrations.id,
    ),
    /** The field operative it was charged at (pagar-solicitud, decision 0025). */
    operativeId: bigint('operative_id', { mode: 'number' }).references(() => operatives.id),
    /** The doctor who charged or used it; null for the public's own payments. */
    createdBy: bigint('created_by', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** The reconciliation's searches so far, and when it looks again. */
    checks: integer('checks').notNull().default(0),
    nextCheckAt: at('next_check_at'),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(PAYMENT_INVOICE_UNIQUE).on(t.invoiceNumber),
    // A payment found at the bank pays one certificate only.
    uniqueIndex(PAYMENT_REFERENCE_UNIQUE)
      .on(t.bankCode, t.paymentReference)
      .where(sql`${t.paymentReference} is not null`),
    // One live charge per request: two tabs paying at once charge once.
    uniqueIndex(PAYMENT_ONE_LIVE_PER_REQUEST)
      .on(t.preRegistrationId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    // A request's charges, newest first, INCLUDE (status) (migration 0046; Drizzle cannot declare
    // INCLUDE): Lista-preRegistro's payment column and filter (decision 0066).
    index('payments_request_idx')
      .on(t.preRegistrationId, t.id)
      .where(sql`${t.preRegistrationId} is not null`),
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_pending_idx').on(t.nextCheckAt).where(sql`${t.status} = 'pending'`),
    index('payments_trx_date_idx').on(t.trxDate, t.id),
    index('payments_created_by_idx').on(t.createdBy, t.createdAt),
    index('payments_operative_idx')
      .on(t.operativeId, t.createdAt)
      .where(sql`${t.operativeId} is not null`),
    check('payments_amount_ck', sql`${t.amount} > 0`),
    check('payments_method_ck', sql`${t.method} in ('c2p', 'mobile')`),
    check('payments_status_ck', sql`${t.status} in ('pending', 'approved', 'failed')`),
    check(
      'payments_approved_ck',
      sql`${t.status} <> 'approved' or ${t.paymentReference} is not null`,
    ),
    check('payments_sealed_ck', sql`${t.status} = 'pending' or ${t.payerPhoneSealed} is null`),
  ],
);
