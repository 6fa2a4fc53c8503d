/**
 * Calendar arithmetic on 'YYYY-MM-DD' business days (Caracas), without time zones: a day is read
 * as UTC midnight only to count and to name its weekday. Holidays are not known: a rate dated
 * the weekday before a holiday reads as one business day old on the holiday.
 */

const DAY_MS = 86_400_000;

function utcOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `day` moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  return dayOf(utcOf(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/** Whole years from `birth` to `day` (both 'YYYY-MM-DD'). */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = day.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** `day` moved by whole `years`; a 29 February lands on the 28th of a year without one. */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year + years, month - 1, date));
  return moved.getUTCMonth() === month - 1
    ? dayOf(moved.getTime())
    : addDays(dayOf(moved.getTime()), -1);
}

/**
 * Monday to Friday, when the central bank publishes (docs/product/calls.md: exchange-rate note).
 */
export function isWeekday(day: string): boolean {
  const weekday = new Date(utcOf(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The newest weekday on or before `day`: Saturday and Sunday go back to Friday. */
export function lastBusinessDay(day: string): string {
  let current = day;
  while (!isWeekday(current)) current = addDays(current, -1);
  return current;
}
