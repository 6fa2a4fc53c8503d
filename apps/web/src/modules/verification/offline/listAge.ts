/** Venezuela keeps UTC−4 all year (no summer time since 2016). */
const CARACAS_OFFSET_MS = -4 * 3_600_000;

/** How a list's date reads: "DD/MM/AAAA HH:mm" in Caracas and its age in whole hours. */
export type ListAge = { date: string; hours: number };

export function listAgeOf(asOf: string, now: Date): ListAge {
  const at = Date.parse(asOf);
  const local = new Date(at + CARACAS_OFFSET_MS).toISOString();
  const [day = '', time = ''] = local.split('T');
  const [year, month, date] = day.split('-');
  return {
    date: `${date}/${month}/${year} ${time.slice(0, 5)}`,
    hours: Math.max(0, Math.floor((now.getTime() - at) / 3_600_000)),
  };
}

/** The i18n key of the age line: under an hour, one hour, or N hours. */
export function listAgeKey(age: ListAge): string {
  if (age.hours < 1) return 'verify.offlineList.recent';
  return age.hours === 1 ? 'verify.offlineList.oneHour' : 'verify.offlineList.hours';
}
