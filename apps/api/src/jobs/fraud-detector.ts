import type { Detection } from '../modules/fraud/detect';
import { type RepeatingJob, repeatEvery } from './every';

/**
 * Looks for fraud signals every `intervalMs` (decision 0035). Passes never overlap in this
 * process; other processes are kept apart by the run's advisory lock (a second one skips).
 */
export function startFraudDetector({
  detection,
  intervalMs,
  log,
}: {
  detection: Pick<Detection, 'run'>;
  intervalMs: number;
  log: { error(obj: object, msg: string): void };
}): RepeatingJob {
  return repeatEvery(intervalMs, () => detection.run(), {
    log,
    failure: 'falló la detección de señales de fraude',
  });
}
