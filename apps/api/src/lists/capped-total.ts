/** Totals of lists searched by free text, counted only up to a cap (decision 0033). */
import { and, count, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
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
 * read every match through the trigram indexes; capped, it stops early (decision 0033).
 *
 * Not a prepared statement on purpose: with a placeholder for the pattern, a generic plan cannot
 * tell a rare name from a common one and PostgreSQL settled on the bitmap of every match after
 * five requests, as slow again. An unnamed statement is planned with its values each time.
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
 * A page of a name search sorted where no index walks (a serial, a name), and its capped total,
 * in one statement: the first `countCapOf(page)` + 1 matches in `walk`'s order (an index-only walk
 * that stops there, ids only), counted; the first `countCapOf(page)` of them read by id and sorted
 * as asked. When no more match than the cap, that is every match and the page is exact; past it
 * the total says "más de" and the page orders the first matches (decision 0041). Sorting every
 * match instead, or walking the serials, cost more than the budget. Not prepared, for the reason
 * the total is not.
 *
 * A page sorted as the walk goes (a date) is that walk's ranks `offset + 1` to `offset + limit`,
 * read from the window without going back to the table: the page and its total in one walk,
 * where a page walk and a count walk over the same index were two statements.
 */
export async function cappedWindowPage(
  db: Db,
  idColumn: PgColumn,
  where: SQL | undefined,
  walk: { direction: 'asc' | 'desc'; columns: readonly [PgColumn, ...PgColumn[]] },
  order: { direction: 'asc' | 'desc'; column: PgColumn },
  page: { limit: number; offset: number },
): Promise<{ ids: { id: number }[] } & CappedTotal> {
  const cap = countCapOf(page);
  // Only the id (and the walked key) in the walk: the sort column is not in the walked index,
  // and reading it there read every certificate tested, not only the matches (decision 0041).
  const firstMatches = db
    .select({
      matchId: sql<number>`${idColumn}`.as('match_id'),
      walkKey: sql`${walk.columns[0]}`.as('walk_key'),
    })
    .from(idColumn.table)
    .where(where)
    .orderBy(...orderedBy(walk.columns, walk.direction))
    .limit(cap + 1)
    .as('first_matches');
  // Numbered and counted after the limit (a window function beside it would see every match).
  const keyOrder = sql.raw(walk.direction);
  const ranked = db
    .select({
      matchId: firstMatches.matchId,
      rank: sql<number>`row_number() over (order by ${firstMatches.walkKey} ${keyOrder}, ${firstMatches.matchId} ${keyOrder})`.as(
        'match_rank',
      ),
      total: sql<number>`count(*) over ()`.as('match_total'),
    })
    .from(firstMatches)
    .as('name_window');
  const sortedAsWalked = order.column === walk.columns[0] && order.direction === walk.direction;
  const rows = sortedAsWalked
    ? await db
        .select({ id: ranked.matchId, total: ranked.total })
        .from(ranked)
        .where(and(gt(ranked.rank, page.offset), lte(ranked.rank, page.offset + page.limit)))
        .orderBy(ranked.rank)
    : await db
        .select({ id: idColumn, total: ranked.total })
        .from(ranked)
        .innerJoin(idColumn.table, eq(idColumn, ranked.matchId))
        .where(lte(ranked.rank, cap))
        .orderBy(...orderedBy([order.column, idColumn], order.direction))
        .limit(page.limit)
        .offset(page.offset);
  const ids = rows.map((row) => ({ id: Number(row.id) }));
  // A page past the last match has no row to carry the total: counted apart (rare).
  const counted =
    rows[0] === undefined
      ? (await cappedTotal(db, idColumn, where, walk, page)).total
      : Number(rows[0].total);
  return counted > cap ? { ids, total: cap, totalCapped: true } : { ids, total: counted };
}
