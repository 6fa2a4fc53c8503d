import type { Reconciliation } from '../modules/payments/reconcile';
import { type RepeatingJob, repeatEvery } from './every';

export type PaymentReconciler = RepeatingJob;

/**
 * Settles pending C2P charges every `intervalMs` (decision 0024): a pass asks the bank's search
 * about the due ones and never charges. Passes never overlap in this process; other processes
 * are kept apart by the payments' row claims (SKIP LOCKED). The first pass runs at start-up, so
 * charges left pending by a process that died are looked at as soon as one comes back.
 */
export function startPaymentReconciler({
  reconciliation,
  intervalMs,
  log,
}: {
  reconciliation: Pick<Reconciliation, 'runOnce'>;
  intervalMs: number;
  log: { error(obj: object, msg: string): void };
}): PaymentReconciler {
  return repeatEvery(intervalMs, () => reconciliation.runOnce(), {
    log,
    failure: 'falló la conciliación de pagos',
  });
}
