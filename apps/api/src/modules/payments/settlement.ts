import { paymentApprovedEmail, paymentFailedEmail } from '../../adapters/mail/payment-templates';
import type { Mailer } from '../../adapters/mail/types';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { PaidCertificates } from '../certificates/index';
import type { PaidRequests } from '../pre-registrations/paid';
import { receiptLines, receiptPath } from './receipt';
import type { Approval, PaymentRow, PaymentsRepo } from './repo';
import type { PhoneSeal } from './seal';

export type SettlementDeps = {
  database: Database;
  repo: PaymentsRepo;
  /** The pre-registrations door: a request locked, and marked paid. */
  requests: Pick<PaidRequests, 'lockForPayment' | 'markPaid'>;
  /** The certificates module's door: the certificate of a request served before the approval. */
  certificates: Pick<PaidCertificates, 'payWith'>;
  audit: AuditService;
  mail: Mailer;
  seal: Pick<PhoneSeal, 'receiptToken'>;
  publicUrl: string;
  clock: () => Date;
};

/** Who settled a payment, for the audit: the charging doctor's session, or nobody (the job). */
export type Actor = { accountId?: number; userId?: number; ip?: string };

/**
 * Settling a pending payment, by the charge's answer or by the reconciliation, whichever comes
 * first (the other changes nothing). Each transaction locks the request before the payment, in
 * the order the charge's first transaction takes them, so the two never wait on each other.
 */
export function createSettlement(deps: SettlementDeps) {
  const { database, repo, requests, certificates, audit, mail, seal, publicUrl, clock } = deps;
  const receiptUrl = (id: number) => `${publicUrl}${receiptPath(id, seal.receiptToken(id))}`;

  return {
    receiptUrl,

    /**
     * Approved, and its request paid, in one transaction, with the receipt e-mail; a request
     * already served has its certificate paid by it too (decision 0053), so the payment is never
     * left without the certificate it bought. Undefined when it was already settled.
     */
    async approve(payment: PaymentRow, approval: Approval, actor: Actor = {}) {
      const at = clock();
      const settled = await database.db.transaction(async (tx) => {
        const requestId = payment.preRegistrationId;
        const request =
          requestId === null ? undefined : await requests.lockForPayment(requestId, tx);
        const row = await repo.approve(payment.id, approval, at, tx);
        if (!row) return undefined;
        const paid = request ? await requests.markPaid(request.id, row.id, at, tx) : false;
        const served = paid ? (request?.certificateId ?? null) : null;
        const certificatePaid =
          served !== null && (await certificates.payWith(served, row.id, tx)) ? served : null;
        await audit.record(tx, {
          action: 'payment_approved',
          entity: 'payment',
          entityId: row.id,
          ...actor,
          changes: {
            status: { before: 'pending', after: 'approved' },
            requestPaid: paid,
            ...(certificatePaid === null ? {} : { certificatePaid }),
          },
        });
        if (request) {
          const email = paymentApprovedEmail({
            names: request.names,
            requestNumber: request.id,
            lines: receiptLines(row),
            receiptUrl: receiptUrl(row.id),
          });
          await mail.enqueue({ to: request.email, ...email }, tx);
        }
        return row;
      });
      if (settled) mail.kick();
      return settled;
    },

    /**
     * Failed with the bank's reason. `notify`: the payer is no longer waiting on a screen (the
     * reconciliation gave up), so they are told by e-mail.
     */
    async fail(
      payment: PaymentRow,
      outcome: { code: string; message: string },
      { notify, actor = {} }: { notify: boolean; actor?: Actor },
    ) {
      const settled = await database.db.transaction(async (tx) => {
        const requestId = payment.preRegistrationId;
        const request =
          requestId === null ? undefined : await requests.lockForPayment(requestId, tx);
        const row = await repo.fail(payment.id, outcome, clock(), tx);
        if (!row) return undefined;
        await audit.record(tx, {
          action: 'payment_failed',
          entity: 'payment',
          entityId: row.id,
          ...actor,
          changes: { status: { before: 'pending', after: 'failed' }, outcome: outcome.code },
        });
        if (notify && request) {
          const email = paymentFailedEmail({
            names: request.names,
            requestNumber: request.id,
            lines: receiptLines(row),
          });
          await mail.enqueue({ to: request.email, ...email }, tx);
        }
        return row;
      });
      if (settled && notify) mail.kick();
      return settled;
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
