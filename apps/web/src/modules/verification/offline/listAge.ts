import { showMoment } from '../../../shared/dates/dayText';

/**
 * How long a kept list of disabled serials still vouches for a printout checked without signal
 * (decision 0072): under 7 days old, the page says "no figura como anulado en la lista del …";
 * older, or with no list, the status reads unconfirmed.
 */
export const LIST_FRESH_DAYS = 7;

const HOUR_MS = 3_600_000;

/** How a list's date reads: "DD/MM/AAAA HH:mm" in Caracas, and its age in whole hours and days. */
export type ListAge = { date: string; hours: number; days: number };

export function listAgeOf(asOf: string, now: Date): ListAge {
  // A phone clock behind the server's reads as a list of just now, never a negative age.
  const hours = Math.max(0, Math.floor((now.getTime() - Date.parse(asOf)) / HOUR_MS));
  return { date: showMoment(asOf), hours, days: Math.floor(hours / 24) };
}

/** Whether the list is recent enough to say a serial is not disabled (decision 0072). */
export function isListFresh(asOf: string, now: Date): boolean {
  return now.getTime() - Date.parse(asOf) < LIST_FRESH_DAYS * 24 * HOUR_MS;
}

/**
 * The i18n key of the age line: under an hour, one hour, N hours (under two days), N days, or
 * too old to vouch for anything (past LIST_FRESH_DAYS).
 */
export function listAgeKey(age: ListAge): string {
  if (age.hours < 1) return 'verify.offlineList.recent';
  if (age.hours === 1) return 'verify.offlineList.oneHour';
  if (age.hours < 48) return 'verify.offlineList.hours';
  return age.hours < LIST_FRESH_DAYS * 24 ? 'verify.offlineList.days' : 'verify.offlineList.old';
}
