import type { RequestPayment, RequestPaymentFilter } from '@aptovial/shared';
import { and, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, preRegistrations } from '../../db/schema/index';

/**
 * What Lista-preRegistro and a request's detail read of the request's C2P charges (decision
 * 0066). The charges are the payments module's rows; this reads them only, by
 * `payments_request_idx` (pre_registration_id, id) INCLUDE (status), migration 0046.
 */
const p = payments;
const t = preRegistrations;

/**
 * The request's last charge, joined LATERAL to each row: one probe of the index per request of
 * the page. It is the charge that counts: one live (pending or approved) charge at a time and
 * none after an approval, so any earlier one failed.
 */
export function lastChargeOf(db: Db) {
  return db
    .select({
      status: p.status,
      amount: p.amount,
      invoiceNumber: p.invoiceNumber,
      paymentReference: p.paymentReference,
      bankCode: p.bankCode,
      trxDate: p.trxDate,
      message: p.message,
      createdAt: p.createdAt,
      settledAt: p.settledAt,
    })
    .from(p)
    .where(eq(p.preRegistrationId, t.id))
    .orderBy(desc(p.id))
    .limit(1)
    .as('last_charge');
}

/** The last charge's columns, selected as one object (null when the request was never charged). */
export function chargeColumnsOf(charge: ReturnType<typeof lastChargeOf>) {
  const { status, amount, invoiceNumber, paymentReference, bankCode, trxDate } = charge;
  const { message, createdAt, settledAt } = charge;
  return {
    status,
    amount,
    invoiceNumber,
    paymentReference,
    bankCode,
    trxDate,
    message,
    createdAt,
    settledAt,
  };
}

/** The last charge as read. */
export type ChargeRow = Omit<RequestPayment, 'createdAt' | 'settledAt'> & {
  createdAt: Date;
  settledAt: Date | null;
};

/**
 * Whether the request has a charge (of `status` when given): a probe of `payments_request_idx`
 * per request a page walks (a count may hash-join the charges instead: a few ms at thousands).
 */
const hasCharge = (status?: SQL) =>
  sql`exists (select 1 from ${p} where ${and(eq(p.preRegistrationId, t.id), status)})`;
const liveStatus = sql`${p.status} in ('pending', 'approved')`;

/**
 * The payment filter as a condition on `pre_registrations` alone (the ids of a page come from its
 * sort indexes): paid and pending by their one live charge, failed by a failed charge and no live
 * one (so it may be paid again), none by no charge at all.
 */
export function chargeFilter(filter: RequestPaymentFilter): SQL {
  switch (filter) {
    case 'paid':
      return hasCharge(eq(p.status, 'approved'));
    case 'pending':
      return hasCharge(eq(p.status, 'pending'));
    case 'failed':
      return and(hasCharge(eq(p.status, 'failed')), not(hasCharge(liveStatus))) as SQL;
    case 'none':
      return not(hasCharge());
  }
}

/** The answer's `payment`: null for a request never charged. */
export function toRequestPayment(row: ChargeRow | null): RequestPayment | null {
  if (row === null) return null;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
