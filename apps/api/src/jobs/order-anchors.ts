import type { OrderAnchors } from '../modules/certificates/order-anchors';
import { type RepeatingJob, repeatEvery } from './every';

/** How often the anchored buckets' sizes are looked at (one small grouped read). */
export const ORDER_ANCHORS_EVERY_MS = 10 * 60_000;

/**
 * Rebuilds the anchors of the serial and names orders when a bucket grew too big (decision 0046). Passes
 * never overlap in this process; the rebuild's advisory lock keeps other processes apart.
 */
export function startOrderAnchorsRebalancer({
  anchors,
  intervalMs = ORDER_ANCHORS_EVERY_MS,
  log,
}: {
  anchors: Pick<OrderAnchors, 'rebalance'>;
  intervalMs?: number;
  log: { error(obj: object, msg: string): void };
}): RepeatingJob {
  return repeatEvery(intervalMs, () => anchors.rebalance(), {
    log,
    failure: 'falló la reconstrucción de los anclajes de orden de los certificados',
  });
}
