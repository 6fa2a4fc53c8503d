import type { DateInput } from '@aptovial/shared';
import { parseTypedDay } from './typedDay';

/**
 * The web's one date formatter (decision 0067, docs/product/rules.md): a day is typed and shown
 * as DD/MM/YYYY and a time on a 24-hour clock with no AM/PM, in Caracas, whatever the browser's
 * language; the API keeps reading and sending ISO. Every table, detail and message shows dates
 * through here. No date library, so the public pages (the payment receipt) can use it too.
 */

/**
 * What an empty date field asks for, in the product's language (docs/product/rules.md: Spanish).
 */
export const DAY_PLACEHOLDER = 'DD/MM/AAAA';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

type Parts = { day: string; month: string; year: string; hour: string; minute: string };

// Built on first use: one formatter for every date shown (a list can show hundreds).
let caracas: Intl.DateTimeFormat | undefined;

// Caracas has kept UTC-4 since 1 May 2016, 07:00 UTC (the time zone database's America/Caracas):
// a moment since then is read with that offset. Intl is left for older ones (the old system's
// certificates): a page's first formatter costs a cheap phone tens of milliseconds of its main
// thread, the verify page's list date among them (decision 0090).
const UTC_MINUS_4_SINCE = Date.UTC(2016, 4, 1, 7, 0);
const UTC_MINUS_4_MS = -4 * 3_600_000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

function partsInCaracas(moment: Date): Parts {
  if (moment.getTime() >= UTC_MINUS_4_SINCE) {
    const local = new Date(moment.getTime() + UTC_MINUS_4_MS);
    return {
      day: twoDigits(local.getUTCDate()),
      month: twoDigits(local.getUTCMonth() + 1),
      year: String(local.getUTCFullYear()),
      hour: twoDigits(local.getUTCHours()),
      minute: twoDigits(local.getUTCMinutes()),
    };
  }
  caracas ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Caracas',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const { type, value } of caracas.formatToParts(moment)) parts[type] = value;
  return {
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** A bare ISO day is a calendar day (midnight in Caracas); anything else a moment. */
function partsOf(value: DateInput): Parts | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) {
    if (parseTypedDay(value) === null) return undefined;
    const [year = '', month = '', day = ''] = value.split('-');
    return { day, month, year, hour: '00', minute: '00' };
  }
  const moment = value instanceof Date ? value : new Date(value);
  return Number.isNaN(moment.getTime()) ? undefined : partsInCaracas(moment);
}

/** A day as a person reads it (DD/MM/YYYY); '' for empty or invalid input. */
export function showDay(value: DateInput): string {
  const parts = partsOf(value);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : '';
}

/** A moment as a person reads it (DD/MM/YYYY HH:mm, Caracas); '' for empty or invalid input. */
export function showMoment(value: DateInput): string {
  const parts = partsOf(value);
  return parts ? `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}` : '';
}

// Typed days are read apart, so the public forms read them without the rest of this file.
export { parseTypedDay } from './typedDay';
