import { addDays, todayInCaracas } from '@aptovial/shared';
import type {
  MobilePayment,
  PaymentGateway,
  PaymentLog,
  SearchResult,
} from '../../adapters/payments/gateway';
import type { PaymentRow, PaymentsRepo } from './repo';
import type { PhoneSeal } from './seal';
import type { Settlement } from './settlement';

export type ReconcileDeps = {
  repo: Pick<PaymentsRepo, 'claimDue' | 'defer'>;
  gateway: Pick<PaymentGateway, 'searchMobilePayments'>;
  seal: Pick<PhoneSeal, 'open'>;
  settlement: Pick<Settlement, 'approve' | 'fail'>;
  /** The job's period; each payment backs off from it. */
  intervalMs: number;
  /** A charge not found by this age (and after MIN_CHECKS searches) is failed. */
  giveUpMs: number;
  log: PaymentLog & { error(obj: object, msg: string): void };
  clock: () => Date;
};

/** Searches before a charge may be given up, however old: one slow answer is not proof. */
export const MIN_CHECKS = 3;
/** Payments taken per run; the rest wait for the next. */
const BATCH = 20;
/** How long a claimed payment is hidden from other processes (longer than its searches). */
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 30 * 60_000;
export const NOT_CONFIRMED_MESSAGE =
  'El banco no confirmó el pago: no se dio por pagado. Si ve un débito con esta factura, comuníquese con su banco.';
const PENDING_MESSAGE =
  'El banco aún no confirma el pago. Lo seguimos verificando y le avisaremos por correo.';

export type ReconcileRun = { approved: number; failed: number; pending: number };

/**
 * The reconciliation of pending C2P charges (decision 0024): it never charges, it only asks the
 * bank's mobile-payment search for the charge's invoice (on its phone, day and amount). Found:
 * approved and its request paid. Not found after MIN_CHECKS searches and `giveUpMs`: failed, and
 * the payer told. The bank not answering: asked again later, never a verdict.
 */
export function createReconciliation(deps: ReconcileDeps) {
  const { repo, gateway, seal, settlement, log, clock } = deps;
  const backoff = (checks: number) =>
    Math.min(deps.intervalMs * 2 ** Math.max(checks - 1, 0), MAX_BACKOFF_MS);
  const later = (payment: PaymentRow, code: string, message = PENDING_MESSAGE) =>
    repo.defer(
      payment.id,
      { code, message },
      new Date(clock().getTime() + backoff(payment.checks)),
    );

  /** The charge's day, and the next one when it has passed (an answer late past midnight). */
  function daysOf(payment: PaymentRow): string[] {
    const today = todayInCaracas(clock());
    const next = addDays(payment.trxDate, 1);
    return next <= today ? [payment.trxDate, next] : [payment.trxDate];
  }

  async function search(payment: PaymentRow, payerPhone: string): Promise<SearchResult[]> {
    const answers: SearchResult[] = [];
    for (const date of daysOf(payment)) {
      const answer = await gateway.searchMobilePayments({
        payerPhone,
        date,
        amount: payment.amount,
        invoiceNumber: payment.invoiceNumber,
      });
      answers.push(answer);
      if (answer.outcome === 'found') break;
    }
    return answers;
  }

  async function check(payment: PaymentRow): Promise<keyof ReconcileRun> {
    const invoice = payment.invoiceNumber;
    const phone = payment.payerPhoneSealed
      ? seal.open(payment.payerPhoneSealed, invoice)
      : undefined;
    // A seal that does not open (the key was changed): nothing to search with; give-up rules.
    const answers = phone ? await search(payment, phone) : [];
    if (!phone) log.error({ invoice }, 'conciliación: el teléfono sellado no abre con la clave');
    const found: MobilePayment | undefined = answers.find((a) => a.outcome === 'found')
      ?.transactions[0];
    if (found) {
      const approval = {
        paymentReference: found.paymentReference,
        authorizationCode: found.authorizationCode,
        bankTransactionId: undefined,
        message: 'Pago aprobado por su banco (confirmado por la conciliación).',
      };
      return (await settlement.approve(payment, approval)) ? 'approved' : 'pending';
    }
    if (answers.some((a) => a.outcome === 'unavailable')) {
      await later(payment, 'search_unavailable');
      return 'pending';
    }
    const age = clock().getTime() - payment.createdAt.getTime();
    if (payment.checks >= MIN_CHECKS && age >= deps.giveUpMs) {
      const outcome = { code: 'not_found', message: NOT_CONFIRMED_MESSAGE };
      return (await settlement.fail(payment, outcome, { notify: true })) ? 'failed' : 'pending';
    }
    await later(payment, 'not_found_yet');
    return 'pending';
  }

  return {
    /** One pass over the due pending payments; the job calls it on a timer, tests by hand. */
    async runOnce(): Promise<ReconcileRun> {
      const now = clock();
      const run: ReconcileRun = { approved: 0, failed: 0, pending: 0 };
      const due = await repo.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
      for (const payment of due) {
        try {
          run[await check(payment)] += 1;
        } catch (error) {
          // One payment's trouble (the database, a bug) must not stop the others; its lease ends.
          log.error(
            { err: error, invoice: payment.invoiceNumber },
            'conciliación de un pago falló',
          );
          run.pending += 1;
        }
      }
      if (due.length > 0) log.info({ ...run }, 'conciliación de pagos pendientes');
      return run;
    },
  };
}
export type Reconciliation = ReturnType<typeof createReconciliation>;
