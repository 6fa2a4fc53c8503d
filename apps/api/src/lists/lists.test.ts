import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { certificateDayCounts } from '../db/schema/index';
import { openTestDatabase } from '../test/database';
import { createListStatements, type ListStatement, pageLimit, pageOffset } from './lists';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(certificateDayCounts).values([
    { state: 'VE-A', expeditionDate: '2025-01-01', total: 1 },
    { state: 'VE-A', expeditionDate: '2025-01-02', total: 2 },
    { state: 'VE-A', expeditionDate: '2025-01-03', total: 3 },
    { state: 'VE-B', expeditionDate: '2025-01-01', total: 10 },
    { state: '$1', expeditionDate: '2025-01-01', total: 100 },
  ]);
});
afterAll(() => database.close());

describe('list statements prepared once per shape', () => {
  const days = (where: SQL | undefined, builds: string[]): ListStatement<{ total: number }[]> => ({
    key: 'days',
    where,
    build: (shape) => {
      builds.push('built');
      return database.db
        .select({ total: certificateDayCounts.total })
        .from(certificateDayCounts)
        .where(shape)
        .orderBy(asc(certificateDayCounts.expeditionDate), asc(certificateDayCounts.state))
        .limit(pageLimit)
        .offset(pageOffset);
    },
    values: { pageLimit: 10, pageOffset: 0 },
  });

  it('builds a shape once and answers each request with its own values', async () => {
    const run = createListStatements();
    const builds: string[] = [];
    const inState = (state: string) => days(eq(certificateDayCounts.state, state), builds);

    expect(await run(inState('VE-A'))).toEqual([{ total: 1 }, { total: 2 }, { total: 3 }]);
    expect(await run(inState('VE-B'))).toEqual([{ total: 10 }]);
    // A value that looks like a parameter stays a value.
    expect(await run(inState('$1'))).toEqual([{ total: 100 }]);
    expect(builds).toHaveLength(1);
  });

  it('builds another statement for another WHERE or another key', async () => {
    const run = createListStatements();
    const builds: string[] = [];
    const since = and(
      eq(certificateDayCounts.state, 'VE-A'),
      gte(certificateDayCounts.expeditionDate, '2025-01-02'),
    );

    expect(await run(days(since, builds))).toEqual([{ total: 2 }, { total: 3 }]);
    expect(await run(days(undefined, builds))).toHaveLength(5);
    const reversed: ListStatement<{ total: number }[]> = {
      key: 'days:desc',
      where: since,
      build: (shape) =>
        database.db
          .select({ total: certificateDayCounts.total })
          .from(certificateDayCounts)
          .where(shape)
          .orderBy(certificateDayCounts.total),
    };
    expect(await run(reversed)).toEqual([{ total: 2 }, { total: 3 }]);
    expect(builds).toHaveLength(2);
  });

  it('binds LIMIT and OFFSET, so every page of a shape shares its statement', async () => {
    const run = createListStatements();
    const builds: string[] = [];
    const page = (offset: number) => ({
      ...days(eq(certificateDayCounts.state, 'VE-A'), builds),
      values: { pageLimit: 2, pageOffset: offset },
    });

    expect(await run(page(0))).toEqual([{ total: 1 }, { total: 2 }]);
    expect(await run(page(2))).toEqual([{ total: 3 }]);
    expect(builds).toHaveLength(1);
  });
});
