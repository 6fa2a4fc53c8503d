import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { FAR_PAGE_OFFSET } from '../modules/nearer-end';

/** The ids and total of a 200 list answer, as `read` below gives them. */
export function idsAndTotalOf(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as { data: { id: number }[]; total: number };
  return { keys: answer.data.map((row) => Number(row.id)), total: answer.total };
}

/** A list's sort as the address asks for it, the column it sorts, and the rows it shows. */
export type FarOrder = {
  column: string;
  direction: 'asc' | 'desc';
  sortColumn: PgColumn;
  /** More of the address (filters), and the rows they leave; every row of the table if absent. */
  query?: string;
  where?: SQL;
};

/**
 * Decision 0044: every page from just before FAR_PAGE_OFFSET rows to one past the end, read
 * through the API by `read(query)` (its rows' `key` and its total), equals a forward OFFSET query
 * of the table in the same order with the id after it.
 */
export async function expectFarPagesAsFromTheStart(options: {
  db: Db;
  idColumn: PgColumn;
  /** The column of the rows `read` answers with (the id, or another unique one). */
  keyColumn: PgColumn;
  limit: number;
  orders: FarOrder[];
  /** The filters of every order that names none. */
  query?: string;
  where?: SQL;
  read: (query: string) => Promise<{ keys: number[]; total: number }>;
}) {
  const { db, idColumn, keyColumn, limit } = options;
  for (const order of options.orders) {
    const { column, direction, sortColumn } = order;
    const { query = options.query ?? '', where = options.where } = order;
    const [counted] = await db.select({ total: count() }).from(idColumn.table).where(where);
    const total = counted?.total ?? 0;
    expect(total).toBeGreaterThan(FAR_PAGE_OFFSET);
    const by = direction === 'asc' ? asc : desc;
    for (
      let page = Math.ceil(FAR_PAGE_OFFSET / limit);
      page <= Math.ceil(total / limit) + 1;
      page++
    ) {
      const answer = await options.read(
        `limit=${limit}&page=${page}&order_by=${column}&order_direction=${direction}${query}`,
      );
      const expected = await db
        .select({ key: keyColumn })
        .from(idColumn.table)
        .where(where)
        .orderBy(by(sortColumn), by(idColumn))
        .limit(limit)
        .offset((page - 1) * limit);
      expect(answer.total).toBe(total);
      expect(answer.keys, `${column} ${direction}${query} page ${page}`).toEqual(
        expected.map((row) => Number(row.key)),
      );
    }
  }
}
