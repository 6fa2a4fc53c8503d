import { todayInCaracas } from '@aptovial/shared';

/**
 * Calendar days (YYYY-MM-DD) of road medicine's counts (migration 0017): `road_counts` keeps a
 * row per day and one per month, so a range is summed from the months it covers whole and the
 * days of the months it covers in part (a year: twelve month rows instead of 365 day rows).
 */

const DAY_MS = 24 * 60 * 60_000;
/** An empty day span: `start between '9999-12-31' and '0001-01-01'` matches nothing. */
const NONE: DaySpan = ['9999-12-31', '0001-01-01'];
const FIRST_DAY = '0001-01-01';
const LAST_MONTH = '9999-12-01';
const LAST_DAY = '9999-12-31';

export type DaySpan = readonly [from: string, to: string];
/** A range as the rows that sum it: the days before its first whole month, the whole months, the days after. */
export type RangeParts = { firstDays: DaySpan; months: DaySpan; lastDays: DaySpan };
/** The Caracas days the panel's three period counts start and end on. */
export type PanelDays = { today: string; weekStart: string; monthStart: string };

/** `day` moved by `days` calendar days. */
export function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const monthOf = (day: string) => `${day.slice(0, 8)}01`;
const nextMonthOf = (day: string) => monthOf(plusDays(monthOf(day), 31));
const lastDayOf = (day: string) => plusDays(nextMonthOf(day), -1);

/** Today in Caracas, the Monday that starts its week and the first day of its month. */
export function panelDaysOf(now: Date): PanelDays {
  const today = todayInCaracas(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return { today, weekStart: plusDays(today, -((weekday + 6) % 7)), monthStart: monthOf(today) };
}

/** The month and day rows that sum the inclusive range `from`..`to` (either end open). */
export function rangeParts(from: string | undefined, to: string | undefined): RangeParts {
  // The first and the last month lying wholly inside the range.
  const first =
    from === undefined || from === monthOf(from) ? (from ?? FIRST_DAY) : nextMonthOf(from);
  const last =
    to === undefined
      ? LAST_MONTH
      : to === lastDayOf(to)
        ? monthOf(to)
        : monthOf(plusDays(monthOf(to), -1));
  if (first > last) {
    return { firstDays: [from ?? FIRST_DAY, to ?? LAST_DAY], months: NONE, lastDays: NONE };
  }
  return {
    firstDays: from === undefined || from === first ? NONE : [from, plusDays(first, -1)],
    months: [first, last],
    lastDays: to === undefined || to === lastDayOf(last) ? NONE : [nextMonthOf(last), to],
  };
}
