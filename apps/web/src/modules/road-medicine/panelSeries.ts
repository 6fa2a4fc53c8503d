/** A bar of the panel's time chart: a day ('YYYY-MM-DD'), a month ('YYYY-MM') or a year. */
export type SeriesPoint = { key: string; total: number };
export type SeriesUnit = 'day' | 'month' | 'year';
export type Series = { unit: SeriesUnit; points: SeriesPoint[] };

// Beyond two months of days, or five years of months, the bars get too thin to read.
const MAX_DAYS = 62;
const MAX_MONTHS = 60;
const keyLength: Record<SeriesUnit, number> = { day: 10, month: 7, year: 4 };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

function nextKey(key: string, unit: SeriesUnit): string {
  if (unit === 'year') return String(Number(key) + 1).padStart(4, '0');
  const date = new Date(`${unit === 'month' ? `${key}-01` : key}T00:00:00Z`);
  if (unit === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, keyLength[unit]);
}

function bucketsBetween(from: string, to: string, unit: SeriesUnit, max: number): string[] | null {
  const last = to.slice(0, keyLength[unit]);
  const keys: string[] = [];
  for (let key = from.slice(0, keyLength[unit]); key <= last; key = nextKey(key, unit)) {
    if (keys.length === max) return null;
    keys.push(key);
  }
  return keys;
}

/**
 * The API answers only the days with certificates; the chart shows every day of the range (a day
 * without any is a gap worth seeing), grouped by month or year when the range is long.
 */
export function seriesOf(
  byDay: readonly { key: string; total: number }[],
  from: string,
  to: string,
): Series {
  if (!ISO_DAY.test(from) || !ISO_DAY.test(to)) return { unit: 'day', points: [] };
  const unit: SeriesUnit =
    bucketsBetween(from, to, 'day', MAX_DAYS) !== null
      ? 'day'
      : bucketsBetween(from, to, 'month', MAX_MONTHS) !== null
        ? 'month'
        : 'year';
  const totals = new Map<string, number>();
  for (const { key, total } of byDay) {
    const bucket = key.slice(0, keyLength[unit]);
    totals.set(bucket, (totals.get(bucket) ?? 0) + total);
  }
  const keys = bucketsBetween(from, to, unit, Number.POSITIVE_INFINITY) ?? [];
  return { unit, points: keys.map((key) => ({ key, total: totals.get(key) ?? 0 })) };
}
