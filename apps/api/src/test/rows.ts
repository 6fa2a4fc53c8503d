import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** A table, or a table and the condition on the rows to count. */
type Counted = PgTable | readonly [PgTable, SQL];

/**
 * How many rows each source holds, by the caller's names: taken before and after a refused
 * request, the two must be equal (nothing written).
 */
export async function countRows<Name extends string>(
  db: Db,
  sources: Record<Name, Counted>,
): Promise<Record<Name, number>> {
  const entries = Object.entries(sources) as [Name, Counted][];
  const totals = await Promise.all(
    entries.map(async ([, source]) => {
      const [table, where] = Array.isArray(source)
        ? (source as readonly [PgTable, SQL])
        : [source as PgTable, undefined];
      const [row] = await db.select({ n: count() }).from(table).where(where);
      return row?.n ?? 0;
    }),
  );
  return Object.fromEntries(entries.map(([name], index) => [name, totals[index]])) as Record<
    Name,
    number
  >;
}
