import {
  addDays,
  compareDecimals,
  DOLLAR_PRICE_PLACES,
  daysBetween,
  decimalFromNumber,
  isDecimalText,
  lastBusinessDay,
  roundDecimal,
  todayInCaracas,
} from '@aptovial/shared';
import { type RateQuote, RateSourceError, type RateSourceName } from './types';

/** The largest numeric(18,4). */
const MAX_RATE = '99999999999999.9999';
/**
 * The BCV publishes on a weekday afternoon for the next business day, so a rate may be dated
 * ahead: Friday's for Monday, or past a long weekend (Carnival: Friday's for Wednesday).
 */
const MAX_DAYS_AHEAD = 5;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_FIRST = /^(\d{4})\/(\d{2})\/(\d{2})\b/;
const DAY_FIRST = /^(\d{2})\/(\d{2})\/(\d{4})\b/;

function existingDay(year: string, month: string, day: string): string | undefined {
  const text = `${year}-${month}-${day}`;
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  return new Date(time).toISOString().slice(0, 10) === text ? text : undefined;
}

/**
 * The calendar day (Caracas) of a service's date: ISO ('2026-10-02', '2026-10-02T00:00:00-04:00')
 * or pyDolarVenezuela's '02/10/2026, 12:00 AM' (day first) and '2026/10/02'.
 */
export function calendarDayOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const iso = ISO_DAY.exec(text) ?? YEAR_FIRST.exec(text);
  if (iso) return existingDay(iso[1] ?? '', iso[2] ?? '', iso[3] ?? '');
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return existingDay(dayFirst[3] ?? '', dayFirst[2] ?? '', dayFirst[1] ?? '');
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? undefined : todayInCaracas(moment);
}

/** The price as decimal text: a JSON number, or a string of plain decimal digits. */
function priceText(value: unknown): string | undefined {
  if (typeof value === 'number') return decimalFromNumber(value);
  if (typeof value === 'string' && isDecimalText(value.trim())) return value.trim();
  return undefined;
}

/**
 * A service's price and date, accepted only as docs/integrations/exchange-rate.md says: a positive
 * number, dated no earlier than the last business day on or before `today` (Caracas).
 */
export function checkedQuote(
  source: RateSourceName,
  price: unknown,
  date: unknown,
  today: string,
): RateQuote {
  const text = priceText(price);
  if (text === undefined) throw new RateSourceError('el precio falta o no es un número');
  const rate = roundDecimal(text, DOLLAR_PRICE_PLACES);
  if (compareDecimals(rate, '0') <= 0)
    throw new RateSourceError(`el precio ${text} no es positivo`);
  if (compareDecimals(rate, MAX_RATE) > 0) {
    throw new RateSourceError(`el precio ${text} es demasiado grande`);
  }
  const rateDate = calendarDayOf(date);
  if (rateDate === undefined) throw new RateSourceError('la fecha falta o no se entiende');
  const oldest = lastBusinessDay(today);
  if (rateDate < oldest) {
    throw new RateSourceError(
      `la tasa es del ${rateDate}, anterior al último día hábil (${oldest})`,
    );
  }
  if (daysBetween(today, rateDate) > MAX_DAYS_AHEAD) {
    throw new RateSourceError(
      `la fecha ${rateDate} es posterior al ${addDays(today, MAX_DAYS_AHEAD)}`,
    );
  }
  return { source, rate, rateDate };
}
