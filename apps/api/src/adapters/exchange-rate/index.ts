import type { Config } from '../../config';
import { createDolarApiProvider } from './dolarapi';
import { createPyDolarProvider } from './pydolar';
import {
  type ExchangeRateProvider,
  type RateQuote,
  RateSourceError,
  type RateSourceName,
} from './types';

export type { ExchangeRateProvider, RateQuote, RateSourceName } from './types';

export type RateFailure = { source: RateSourceName; reason: string };
export type RateReading = { ok: true; quote: RateQuote } | { ok: false; failures: RateFailure[] };
/** `stop` ends the reading early (the server is shutting down). */
export type ReadOfficialRate = (today: string, stop?: AbortSignal) => Promise<RateReading>;

/** The two services of docs/integrations/exchange-rate.md, in the order they are asked. */
export function exchangeRateProviders(config: Config['exchangeRate']): ExchangeRateProvider[] {
  return [createDolarApiProvider(config.dolarApiUrl), createPyDolarProvider(config.pyDolarUrl)];
}

/**
 * Asks each service in turn, each given `timeoutMs`, and answers the first good quote, or why
 * each one failed. It never throws: a service down is an answer, not an error.
 */
export function officialRateReader(
  providers: readonly ExchangeRateProvider[],
  timeoutMs: number,
): ReadOfficialRate {
  return async (today, stop) => {
    const failures: RateFailure[] = [];
    for (const provider of providers) {
      if (stop?.aborted) break;
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = stop ? AbortSignal.any([timeout, stop]) : timeout;
      try {
        const quote = await provider.officialRate({ signal, today });
        return { ok: true, quote };
      } catch (error) {
        const reason = error instanceof RateSourceError ? error.message : String(error);
        failures.push({ source: provider.source, reason });
      }
    }
    return { ok: false, failures };
  };
}
