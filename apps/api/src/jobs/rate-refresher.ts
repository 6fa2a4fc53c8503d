import type { ExchangeRates, RatesLog } from '../modules/commissions/rates';
import { type RepeatingJob, repeatEvery } from './every';

export type RateRefresher = RepeatingJob;

/** After a failed read, the next one comes this soon instead of a whole interval later. */
const RETRY_AFTER_FAILURE_MS = 60_000;
const FAILURE = 'falló la actualización de la tasa';

/**
 * Reads the official dollar price at start-up and every `intervalMs` after (decision 0022: 15
 * minutes by default, well inside the services' free limits). The first read is not awaited, so
 * a service down or an offline machine never slows the start. A failed read is tried again after
 * `retryMs` until one succeeds: a server started while the services hiccuped would otherwise
 * have no price, and the public could not pay, for a whole interval.
 */
export function startRateRefresher({
  rates,
  intervalMs,
  log,
  retryMs = Math.min(intervalMs, RETRY_AFTER_FAILURE_MS),
}: {
  rates: Pick<ExchangeRates, 'refresh'>;
  intervalMs: number;
  log: RatesLog & { error(obj: object, msg: string): void };
  retryMs?: number;
}): RateRefresher {
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const read = async (signal: AbortSignal): Promise<void> => {
    clearTimeout(retry);
    const outcome = await rates.refresh(signal);
    if (outcome !== 'failed' || stopped || signal.aborted) return;
    retry = setTimeout(() => {
      read(signal).catch((error: unknown) => log.error({ err: error }, FAILURE));
    }, retryMs);
    retry.unref();
  };
  const job = repeatEvery(intervalMs, read, { log, failure: FAILURE });
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await job.stop();
    },
  };
}
