import {
  BOLIVARES_PLACES,
  type CertifieldAmount,
  COMMISSION_PLACES,
  DOLLAR_PRICE_PLACES,
  type DollarPriceSource,
  daysBetween,
  dollarPriceSources,
  lastBusinessDay,
  multiplyDecimals,
  roundDecimal,
  todayInCaracas,
} from '@aptovial/shared';
import type { StoredRate } from './rates-repo';
import type { CommissionRow } from './repo';

type PriceInForce = {
  price: string;
  source: DollarPriceSource;
  date: string;
  fetchedAt: Date;
  /** An official rate dated before the last business day: the services are down. */
  stale: boolean;
};

const isSource = (value: string): value is DollarPriceSource =>
  (dollarPriceSources as readonly string[]).includes(value);

/**
 * The dollar price in force: the Admin's hand price when the commission has one, otherwise the
 * last good official rate; undefined when neither exists.
 */
export function priceInForce(
  commission: CommissionRow,
  rate: StoredRate | undefined,
  today: string,
): PriceInForce | undefined {
  if (commission.dollarPrice !== null) {
    return {
      price: commission.dollarPrice,
      source: 'manual',
      date: todayInCaracas(commission.createdAt),
      fetchedAt: commission.createdAt,
      stale: false,
    };
  }
  if (rate === undefined || !isSource(rate.source)) return undefined;
  return {
    price: rate.rate,
    source: rate.source,
    date: rate.rateDate,
    fetchedAt: rate.fetchedAt,
    stale: rate.rateDate < lastBusinessDay(today),
  };
}

/** certifieldAmount's answer: bolívares = commission × price, rounded half-up once, at the end. */
export function amountOf(
  commission: CommissionRow,
  price: PriceInForce,
  today: string,
): CertifieldAmount {
  const dollars = roundDecimal(commission.commissionDollarGeneral, COMMISSION_PLACES);
  const dollarPrice = roundDecimal(price.price, DOLLAR_PRICE_PLACES);
  return {
    commissionId: commission.id,
    commissionDollarGeneral: dollars,
    dollarPrice,
    amountBolivares: multiplyDecimals(dollars, dollarPrice, BOLIVARES_PLACES),
    priceSource: price.source,
    priceDate: price.date,
    priceFetchedAt: price.fetchedAt.toISOString(),
    priceAgeDays: Math.max(0, daysBetween(price.date, today)),
    priceStale: price.stale,
    commissionCreatedAt: commission.createdAt.toISOString(),
  };
}
