import { pageWithinCap } from '@aptovial/shared';
import { asc, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { accounts, commissions } from '../db/schema/index';
import { openTestDatabase } from '../test/database';
import { createListStatements } from './lists';
import { pageWithTotal } from './page-with-total';

const SIZE = 30;
/** Lowered from the real 10,000 so a list of 30 has pages past it from both ends. */
const CAP = 5;

let database: Database;
const run = createListStatements();

beforeAll(async () => {
  database = await openTestDatabase();
  // Four creation days for thirty rows: the id alone orders the rows of a day.
  await database.db.insert(commissions).values(
    Array.from({ length: SIZE }, (_, index) => ({
      commissionDollarGeneral: String(index + 1),
      status: 'inactive' as const,
      createdAt: new Date(Date.UTC(2026, 0, 1 + (index % 4))),
    })),
  );
});
afterAll(() => database.close());

function pageOf(
  where: SQL | undefined,
  direction: 'asc' | 'desc',
  page: { limit: number; offset: number },
) {
  return pageWithTotal(
    database.db,
    run,
    {
      name: 'test_commissions',
      rows: () => database.db.select({ id: commissions.id }).from(commissions).$dynamic(),
      counted: commissions,
      where,
      order: { column: 'createdAt', direction, columns: [commissions.createdAt, commissions.id] },
      page,
    },
    CAP,
  );
}

/** The ids of the whole list in an order, as one walk from its start reads them. */
async function walked(where: SQL | undefined, direction: 'asc' | 'desc') {
  const by = direction === 'asc' ? asc : desc;
  const rows = await database.db
    .select({ id: commissions.id })
    .from(commissions)
    .where(where)
    .orderBy(by(commissions.createdAt), by(commissions.id));
  return rows.map((row) => row.id);
}

describe('a small list page and its total', () => {
  it('serves every page within the cap of an end as a walk from the start, and refuses the rest', async () => {
    let refused = 0;
    for (const direction of ['asc', 'desc'] as const) {
      const all = await walked(undefined, direction);
      for (const limit of [3, 4]) {
        for (let offset = 0; offset <= SIZE + limit; offset += limit) {
          const page = { limit, offset };
          if (!pageWithinCap(page, SIZE, CAP)) {
            await expect(pageOf(undefined, direction, page)).rejects.toMatchObject({
              code: 'PAGE_TOO_DEEP',
            });
            refused += 1;
            continue;
          }
          const answer = await pageOf(undefined, direction, page);
          expect(answer.total).toBe(SIZE);
          expect(answer.rows.map((row) => row.id)).toEqual(all.slice(offset, offset + limit));
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('pages and counts only the rows its filters keep', async () => {
    const where = gt(commissions.commissionDollarGeneral, '24');
    const kept = await walked(where, 'desc');
    expect(kept).toHaveLength(6);
    const answer = await pageOf(where, 'desc', { limit: 4, offset: 4 });
    expect(answer).toEqual({ rows: kept.slice(4).map((id) => ({ id })), total: 6 });
  });

  it('counts with the count given instead of a table, joins and all', async () => {
    const answer = await pageWithTotal(database.db, run, {
      name: 'test_commissions_by_account',
      rows: () => database.db.select({ id: commissions.id }).from(commissions).$dynamic(),
      // No commission was saved by an account: joined to their creators, none is counted.
      counted: () =>
        database.db
          .select({ total: count() })
          .from(commissions)
          .innerJoin(accounts, eq(accounts.id, commissions.createdBy))
          .$dynamic(),
      where: undefined,
      order: { column: 'id', direction: 'asc', columns: [commissions.id] },
      page: { limit: 2, offset: 0 },
    });
    expect(answer.total).toBe(0);
    const firstTwo = await database.db
      .select({ id: commissions.id })
      .from(commissions)
      .orderBy(asc(commissions.id))
      .limit(2);
    expect(answer.rows).toEqual(firstTwo);
  });
});
