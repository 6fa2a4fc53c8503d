/** Totals of lists searched by free text, counted only up to a cap (decision 0033). */
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { orderedBy } from './lists';

/** A capped total counts this many pages past the one asked for, so the pager can go on. */
export const COUNTED_PAGES_AHEAD = 10;

/** A total, and whether more match than it says (it is then a lower bound: "más de total"). */
export type CappedTotal = { total: number; totalCapped?: true };

/** The most a page's total counts: the rows before it, its own and the next nine pages'. */
export const countCapOf = (page: { limit: number; offset: number }): number =>
  page.offset + COUNTED_PAGES_AHEAD * page.limit;

/**
 * How many rows of `idColumn`'s table match `where`, counted up to `countCapOf(page)`: the
 * first cap + 1 in `order`, an order a sort index walks (the page's own, or another when none
 * serves it), so PostgreSQL walks that index and stops at the cap. An exact count of a name search
 * read every match through the trigram indexes (4,371 rows of one state at the bench's 1M: 25 ms;
 * capped, 2-4 ms).
 *
 * Not a prepared statement on purpose: with a placeholder for the pattern, a generic plan cannot
 * tell a rare name from a common one and PostgreSQL settled on the bitmap of every match after
 * five requests (25 ms again). An unnamed statement is planned with its values each time.
 */
export async function cappedTotal(
  db: Db,
  idColumn: PgColumn,
  where: SQL | undefined,
  order: { direction: 'asc' | 'desc'; columns: readonly PgColumn[] },
  page: { limit: number; offset: number },
): Promise<CappedTotal> {
  const cap = countCapOf(page);
  const firstMatches = db
    .select({ one: sql`1`.as('one') })
    .from(idColumn.table)
    .where(where)
    .orderBy(...orderedBy(order.columns, order.direction))
    .limit(cap + 1)
    .as('first_matches');
  const [row] = await db.select({ total: count() }).from(firstMatches);
  const counted = row?.total ?? 0;
  return counted > cap ? { total: cap, totalCapped: true } : { total: counted };
}

/**
 * The ids of a page of a name search sorted where no index walks (a serial, a name): taken from
 * its first `countCapOf(page)` matches in `walk`'s order (an index-only walk that stops there, as
 * the capped total's), then those rows read by id and sorted as asked. When no more match than
 * the cap, that is every match and the page is exact; past it the total says "más de" and the
 * page orders the first matches (decision 0041). Sorting every match instead cost 20 ms for 4,371
 * matches of one state and 133 ms for 63,412 of every state at the bench's 1M; a serial walk,
 * 280 ms. Not prepared, for the reason the total is not.
 */
export async function cappedWindowIds(
  db: Db,
  idColumn: PgColumn,
  where: SQL | undefined,
  walk: { direction: 'asc' | 'desc'; columns: readonly PgColumn[] },
  order: { direction: 'asc' | 'desc'; column: PgColumn },
  page: { limit: number; offset: number },
): Promise<{ id: number }[]> {
  // Only the id in the walk: the sort column is not in the walked index, and reading it there
  // read every certificate tested (1,500 for 120 matches: 1.8 ms), not only the matches.
  const window = db
    .select({ matchId: sql<number>`${idColumn}`.as('match_id') })
    .from(idColumn.table)
    .where(where)
    .orderBy(...orderedBy(walk.columns, walk.direction))
    .limit(countCapOf(page))
    .as('name_window');
  const rows = await db
    .select({ id: idColumn })
    .from(window)
    .innerJoin(idColumn.table, eq(idColumn, window.matchId))
    .orderBy(...orderedBy([order.column, idColumn], order.direction))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ id: Number(row.id) }));
}
