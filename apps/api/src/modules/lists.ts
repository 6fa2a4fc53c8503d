/** Helpers shared by the list, search and report endpoints of every module (DESIGN.md section 5). */

/** A report returns every matching row up to this many (the export of a whole list). */
export const REPORT_CAP = 5000;

const DAY_MS = 24 * 60 * 60_000;

/**
 * `date_range` of calendar days in Venezuela (UTC-4 all year since 2016): from the start of the
 * first day to the end of the last.
 */
export function createdBetween(range: readonly [string, string] | undefined): {
  createdFrom?: Date;
  createdBefore?: Date;
} {
  if (!range) return {};
  const [from, to] = range;
  const startOf = (day: string) => new Date(`${day}T00:00:00-04:00`);
  return {
    ...(from ? { createdFrom: startOf(from) } : {}),
    ...(to ? { createdBefore: new Date(startOf(to).getTime() + DAY_MS) } : {}),
  };
}
