import type { DollarPriceSource } from '@aptovial/shared';

/** The official-rate services of docs/integrations/exchange-rate.md (not the Admin's price). */
export type RateSourceName = Exclude<DollarPriceSource, 'manual'>;

/** A checked official rate: 4 decimals (numeric(18,4)) and the BCV's value date, 'YYYY-MM-DD'. */
export type RateQuote = { source: RateSourceName; rate: string; rateDate: string };

/**
 * The port: one service that publishes the BCV's dollar price. `officialRate` answers a checked
 * quote (a positive number dated no earlier than the last business day before `today`) or throws
 * a RateSourceError saying why not; it gives up when `signal` aborts (its time is up).
 */
export type ExchangeRateProvider = {
  readonly source: RateSourceName;
  officialRate(options: { signal: AbortSignal; today: string }): Promise<RateQuote>;
};

/** Why a service's answer was not taken, in Spanish for the log. */
export class RateSourceError extends Error {
  override readonly name = 'RateSourceError';
}
