import { todayInCaracas } from '@aptovial/shared';
import type { RateFailure, ReadOfficialRate } from '../../adapters/exchange-rate/index';
import type { RatesRepo, StoredRate } from './rates-repo';

/** The logger methods the rates use; a pino or Fastify logger fits. */
export type RatesLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

export type RefreshOutcome = 'stored' | 'failed';

type Deps = {
  repo: RatesRepo;
  read: ReadOfficialRate;
  clock: () => Date;
  log: RatesLog;
};

/**
 * The official dollar price (decision 0022): read from the services in order, the last good one
 * stored with its date and source and served whenever the services are down. A read never
 * throws and nothing waits for it: the price in force is always the stored one.
 */
export function createExchangeRates({ repo, read, clock, log }: Deps) {
  let running: Promise<RefreshOutcome> | undefined;
  // A failure is logged once, when the services stop answering, not on every later read.
  let failing = false;

  async function attempt(stop?: AbortSignal): Promise<RefreshOutcome> {
    const reading = await read(todayInCaracas(clock()), stop);
    if (stop?.aborted) return 'failed';
    if (!reading.ok) {
      if (!failing) logFailure(log, reading.failures);
      failing = true;
      return 'failed';
    }
    const { quote } = reading;
    await repo.save({ ...quote, fetchedAt: clock() });
    if (failing) log.info({ source: quote.source }, 'la tasa oficial del dólar responde de nuevo');
    failing = false;
    return 'stored';
  }

  return {
    /**
     * Reads the services and stores a good rate; a read already under way is shared, not
     * repeated. The refresher job calls it (jobs/rate-refresher.ts), tests when they ask;
     * `stop` cuts a read short (shutting down).
     */
    refresh(stop?: AbortSignal): Promise<RefreshOutcome> {
      if (running) return running;
      running = attempt(stop).finally(() => {
        running = undefined;
      });
      return running;
    },

    /** The last good rate stored, if any was ever read. */
    latest: (): Promise<StoredRate | undefined> => repo.latest(),
  };
}
export type ExchangeRates = ReturnType<typeof createExchangeRates>;

function logFailure(log: RatesLog, failures: readonly RateFailure[]): void {
  log.warn(
    { failures },
    'no se pudo leer la tasa oficial del dólar; se usa la última guardada hasta que responda',
  );
}
