import type { C2pChargeResult } from '@aptovial/shared';
import { PENDING_MESSAGE } from '../../adapters/payments/mercantil-answers';
import type { PaymentRow } from './repo';

/** What a payer reads while the bank has not confirmed a charge. */
export const PENDING_TEXT = PENDING_MESSAGE;

/** HTTP status of a charge's answer: 201 approved, 202 pending (not settled yet), 200 failed. */
export const answerStatus = { approved: 201, pending: 202, failed: 200 } as const;

/** The answer to a charge, from the payment's row as it stands. */
export function answerOf(row: PaymentRow, receiptUrl: (id: number) => string): C2pChargeResult {
  return {
    payment: { id: row.id, status: row.status },
    reference: row.paymentReference,
    amount: row.amount,
    invoice: row.invoiceNumber,
    preRegistrationId: row.preRegistrationId ?? 0,
    message: row.message ?? PENDING_TEXT,
    receiptUrl: row.status === 'approved' ? receiptUrl(row.id) : null,
  };
}
