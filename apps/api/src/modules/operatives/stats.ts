import {
  addDays,
  BOLIVARES_PLACES,
  type CertifieldAmount,
  COMMISSION_PLACES,
  multiplyDecimals,
  type OperativeCommission,
  type OperativeStats,
  roundDecimal,
} from '@aptovial/shared';
import type { Period, StatsRepo } from './stats-repo';

/**
 * The periods of myStadist around `today` (a Caracas calendar day): the day, its week from Monday
 * to Sunday (as Venezuela's calendars count it) and its month.
 */
export function periodsOf(today: string): { today: string; week: Period; month: Period } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = addDays(today, -weekday);
  // Day 0 of the next month is this month's last day.
  const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return {
    today,
    week: { from: monday, to: addDays(monday, 6) },
    month: { from: `${today.slice(0, 8)}01`, to: lastDay },
  };
}

/** myStadist's answer: every status present (0 when none), money as text with two places. */
export function toStats(row: Awaited<ReturnType<StatsRepo['stats']>>): OperativeStats {
  return { ...row, collected: roundDecimal(row.collected, BOLIVARES_PLACES) };
}

/**
 * What `certificates` issued at operatives owe the college at the commission in force: dollars
 * exact (a count × two places), bolívares rounded half-up once, from the unrounded product
 * (3 × 5.00 × 36.5432 = 548.148 → 548.15, not 3 × 182.72).
 */
export function commissionOf(certificates: number, amount: CertifieldAmount): OperativeCommission {
  const owedDollars = multiplyDecimals(
    String(certificates),
    amount.commissionDollarGeneral,
    COMMISSION_PLACES,
  );
  return {
    certificates,
    commissionDollarGeneral: amount.commissionDollarGeneral,
    dollarPrice: amount.dollarPrice,
    rateDate: amount.priceDate,
    owedDollars,
    owedBolivares: multiplyDecimals(owedDollars, amount.dollarPrice, BOLIVARES_PLACES),
  };
}
