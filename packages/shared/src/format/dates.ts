import { BUSINESS_LOCALE, BUSINESS_TIME_ZONE, dayjs } from './dayjs';

export type DateInput = string | Date | null | undefined;
/**
 * The product shows every day one way, DD/MM/YYYY, and every time on a 24-hour clock with no
 * AM/PM (docs/product/rules.md, decision 0067); the API's wire format stays ISO.
 */
const DAY_PATTERN = 'DD/MM/YYYY';
const TIMESTAMP_PATTERN = 'DD/MM/YYYY HH:mm';
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a value as a moment in Caracas. A bare 'YYYY-MM-DD' is a calendar day, so it is read as
 * midnight in Caracas; reading it as UTC would show the previous day.
 */
function inCaracas(value: DateInput): dayjs.Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    const day = dayjs.tz(value, BUSINESS_TIME_ZONE).locale(BUSINESS_LOCALE);
    return day.isValid() && day.format('YYYY-MM-DD') === value ? day : undefined;
  }
  const moment = dayjs(value);
  return moment.isValid() ? moment.tz(BUSINESS_TIME_ZONE).locale(BUSINESS_LOCALE) : undefined;
}

/** 'DD/MM/YYYY' of the business day; '' for empty or invalid input. */
export function formatDate(value: DateInput): string {
  return inCaracas(value)?.format(DAY_PATTERN) ?? '';
}

/** 'DD/MM/YYYY HH:mm' (24-hour clock) in Caracas; '' for empty or invalid input. */
export function formatTimestamp(value: DateInput): string {
  return inCaracas(value)?.format(TIMESTAMP_PATTERN) ?? '';
}

/** A 'YYYY-MM-DD' that exists (2024-02-30 does not), checked without time-zone work. */
function isCalendarDay(value: DateInput): value is string {
  const match = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// One formatter for the whole process: dayjs's tz() builds an Intl formatter per call, which cost
// a quarter of the CPU of every request that asked for today's date (the public verification).
const caracasDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Every offset is a whole number of minutes, so the day only turns on a minute boundary: the
// last answer holds for the rest of its minute (a list asks once per college number).
let knownMinute = Number.NaN;
let knownDay = '';

/** The 'YYYY-MM-DD' of the business day; the clock is a parameter so tests can fix it. */
export function todayInCaracas(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== knownMinute) {
    knownDay = caracasDay.format(now);
    knownMinute = minute;
  }
  return knownDay;
}

/** A member is solvent while their solvency date is today in Caracas or later. */
export function isSolvent(currentSolvency: string | null, now: Date = new Date()): boolean {
  // A calendar day compares as text; only other inputs need the time zone.
  const solventUntil = isCalendarDay(currentSolvency)
    ? currentSolvency
    : inCaracas(currentSolvency)?.format('YYYY-MM-DD');
  return solventUntil !== undefined && solventUntil >= todayInCaracas(now);
}

export function solvencyText(currentSolvency: string | null, now: Date = new Date()): string {
  return isSolvent(currentSolvency, now) ? 'Sí' : 'No';
}

/** docs/product/rules.md: a user who never signed in reads 'Sin acceso todavía'. */
export function lastSeenText(value: DateInput): string {
  return formatTimestamp(value) || 'Sin acceso todavía';
}
