import type { ExchangeRates, RatesLog } from '../modules/commissions/rates';

export type RateRefresher = { stop(): Promise<void> };

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
  let running: Promise<unknown> | undefined;
  let stopped = false;
  // Stopping cuts a read in flight short: a hanging service must not hold the shutdown.
  const stopping = new AbortController();

  function run(): void {
    if (stopped || running) return;
    running = rates
      .refresh(stopping.signal)
      // A database hiccup must not kill the timer; the next tick tries again.
      .catch((error: unknown) => log.error({ err: error }, 'falló la actualización de la tasa'))
      .finally(() => {
        running = undefined;
      });
  }

  const interval = setInterval(run, intervalMs);
  // The timer alone must not keep a process alive that is otherwise done.
  interval.unref();
  run();

  return {
    async stop() {
      stopped = true;
      clearInterval(interval);
      stopping.abort();
      await running;
    },
  };
}
