import type { ExchangeRates, RatesLog } from '../modules/commissions/rates';
import { type RepeatingJob, repeatEvery } from './every';

export type RateRefresher = RepeatingJob;

/**
 * Reads the official dollar price at start-up and every `intervalMs` after (decision 0022: 15
 * minutes by default, well inside the services' free limits). The first read is not awaited, so
 * a service down or an offline machine never slows the start.
 */
export function startRateRefresher({
  rates,
  intervalMs,
  log,
}: {
  rates: Pick<ExchangeRates, 'refresh'>;
  intervalMs: number;
  log: RatesLog & { error(obj: object, msg: string): void };
}): RateRefresher {
  return repeatEvery(intervalMs, (signal) => rates.refresh(signal), {
    log,
    failure: 'falló la actualización de la tasa',
  });
}
