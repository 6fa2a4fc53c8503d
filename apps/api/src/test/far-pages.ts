import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Db } from '../db/client';

/** An API answer as `app.inject` gives it. */
export type Answer = { statusCode: number; body: string; json(): unknown };

/** The ids and total of a 200 list answer. */
export function idsAndTotalOf(response: Answer) {
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

/** A 422 PAGE_TOO_DEEP answer (decision 0054), with its Spanish message. */
export function expectTooDeep(response: Answer, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(422);
  const body = response.json() as { error: string; message: string };
  expect(body.error).toBe('PAGE_TOO_DEEP');
  expect(body.message).toMatch(/Acote la lista/);
}

/**
 * Decisions 0044 and 0054: every page of the list, from the first to one past the end, read
 * through the API by `read(query)`, equals a forward OFFSET query of the table in the same order
 * with the id after it when fewer than `cap` rows lie before it or after it (the first pages, and
 * the last ones read from the nearer end), and is refused with PAGE_TOO_DEEP otherwise. `keysOf`
 * turns a 200 answer into its rows' `keyColumn` values and total.
 */
export async function expectPagesWithinCap(options: {
  db: Db;
  idColumn: PgColumn;
  /** The column of the rows `keysOf` answers with (the id, or another unique one). */
  keyColumn: PgColumn;
  limit: number;
  cap: number;
  orders: FarOrder[];
  /** The filters of every order that names none. */
  query?: string;
  where?: SQL;
  read: (query: string) => Promise<Answer>;
  keysOf?: (response: Answer) => { keys: number[]; total: number };
}) {
  const { db, idColumn, keyColumn, limit, cap, keysOf = idsAndTotalOf } = options;
  for (const order of options.orders) {
    const { column, direction, sortColumn } = order;
    const { query = options.query ?? '', where = options.where } = order;
    const [counted] = await db.select({ total: count() }).from(idColumn.table).where(where);
    const total = counted?.total ?? 0;
    // Some pages of the middle are refused, some pages are read from either end.
    expect(total).toBeGreaterThan(2 * cap + limit);
    const by = direction === 'asc' ? asc : desc;
    let refused = 0;
    for (let page = 1; page <= Math.ceil(total / limit) + 1; page++) {
      const offset = (page - 1) * limit;
      const what = `${column} ${direction}${query} page ${page}`;
      const response = await options.read(
        `limit=${limit}&page=${page}&order_by=${column}&order_direction=${direction}${query}`,
      );
      if (offset >= cap && total - offset - limit >= cap) {
        expectTooDeep(response, what);
        refused += 1;
        continue;
      }
      const expected = await db
        .select({ key: keyColumn })
        .from(idColumn.table)
        .where(where)
        .orderBy(by(sortColumn), by(idColumn))
        .limit(limit)
        .offset(offset);
      const answer = keysOf(response);
      expect(answer.total).toBe(total);
      expect(answer.keys, what).toEqual(expected.map((row) => Number(row.key)));
    }
    expect(refused).toBeGreaterThan(0);
  }
}
