// apps/api/src/modules/certificates/road-days.ts for the bench's SQL mirror (keep in step).
const DAY_MS = 24 * 60 * 60_000;
const plusDays = (day, days) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const monthOf = (day) => `${day.slice(0, 8)}01`;
const nextMonthOf = (day) => monthOf(plusDays(monthOf(day), 31));
const lastDayOf = (day) => plusDays(nextMonthOf(day), -1);
const NONE = ['9999-12-31', '0001-01-01'];

/** road-days.ts `rangeParts`: the day rows of partial months and the month rows of whole ones. */
export function rangeParts(from, to) {
  const first =
    from === undefined || from === monthOf(from) ? (from ?? '0001-01-01') : nextMonthOf(from);
  const last =
    to === undefined
      ? '9999-12-01'
      : to === lastDayOf(to)
        ? monthOf(to)
        : monthOf(plusDays(monthOf(to), -1));
  if (first > last) return [[from ?? '0001-01-01', to ?? '9999-12-31'], NONE, NONE];
  return [
    from === undefined || from === first ? NONE : [from, plusDays(first, -1)],
    [first, last],
    to === undefined || to === lastDayOf(last) ? NONE : [nextMonthOf(last), to],
  ];
}
