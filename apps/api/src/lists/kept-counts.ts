/**
 * Reads of the kept counts tables (`road_counts`, `pre_registration_counts`, `operative_counts`):
 * a row per key and day and one per key and month, kept by triggers. A range is summed from the
 * days of its first partial month, its whole months and the days of its last partial month
 * (certificates/road-days.ts), three index ranges joined by UNION ALL.
 * One OR of the three made PostgreSQL visit the table through a bitmap (decision 0055).
 */
import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { withRowPlan } from '../db/row-plan';
import { rangeParts } from '../modules/certificates/road-days';
import { summedTotal } from './lists';

/** A kept counts table: its key columns, and the period, start day and total of each row. */
export type KeptCountsTable = PgTable & { period: PgColumn; start: PgColumn; total: PgColumn };

const ph = (name: string) => sql.placeholder(name);

/**
 * The rows of `table` that sum a range, for the key `keys` match (conditions on placeholders);
 * the range comes from the placeholders that `rangeValues` fills.
 */
export function keptRangeRows<Fields extends Record<string, PgColumn>>(
  db: Db,
  table: KeptCountsTable,
  fields: Fields,
  keys: (SQL | undefined)[],
): SubqueryWithSelection<Fields, 'count_rows'> {
  // Drizzle's select types do not follow a generic selection: built on plain columns, then typed.
  const selection: Record<string, PgColumn> = fields;
  const span = (period: 'day' | 'month', from: string, to: string) =>
    db
      .select(selection)
      .from(table)
      .where(and(...keys, eq(table.period, period), between(table.start, ph(from), ph(to))));
  return span('day', 'firstFrom', 'firstTo')
    .unionAll(span('month', 'monthFrom', 'monthTo'))
    .unionAll(span('day', 'lastFrom', 'lastTo'))
    .as('count_rows') as SubqueryWithSelection<Fields, 'count_rows'>;
}

/** The total of a key over a range (0 when no row), prepared once as the statement `name`. */
export function preparedKeptTotal(
  db: Db,
  table: KeptCountsTable,
  keys: (SQL | undefined)[],
  name: string,
) {
  const rows = keptRangeRows(db, table, { total: table.total }, keys);
  return withRowPlan(
    db
      .select({ total: summedTotal(rows.total) })
      .from(rows)
      .prepare(name),
  );
}

/** The placeholder values of the inclusive range `from`..`to` (either end open). */
export function rangeValues(from: string | undefined, to: string | undefined) {
  const { firstDays, months, lastDays } = rangeParts(from, to);
  return {
    firstFrom: firstDays[0],
    firstTo: firstDays[1],
    monthFrom: months[0],
    monthTo: months[1],
    lastFrom: lastDays[0],
    lastTo: lastDays[1],
  };
}
