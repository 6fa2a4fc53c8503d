import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/config';
import { openTestDatabase } from '../test/database';
import type { Database } from './client';
import { brokenUniqueConstraint, isDeadlock, retryingDeadlocks } from './violations';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table probe (id int primary key, n int not null default 0, constraint probe_n_uq unique (n))`,
  );
  await database.db.execute(sql`insert into probe (id, n) values (1, 1), (2, 2)`);
});
afterAll(() => database.close());

/** Resolves once `count` callers have arrived. */
function barrier(count: number) {
  let arrived = 0;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived >= count) open();
    return opened;
  };
}

describe('retryingDeadlocks', () => {
  it('runs a failed transaction once when the failure is not a deadlock', async () => {
    let attempts = 0;
    const clash = retryingDeadlocks(() =>
      database.db.transaction(async (tx) => {
        attempts += 1;
        await tx.execute(sql`update probe set n = 2 where id = 1`);
      }),
    );
    const error = await clash.catch((caught: unknown) => caught);
    expect(brokenUniqueConstraint(error)).toBe('probe_n_uq');
    expect(isDeadlock(error)).toBe(false);
    expect(attempts).toBe(1);
  });

  // Two connections are needed to wait on each other: PostgreSQL only (PGlite has one).
  it.runIf(testDatabaseUrl() !== undefined)(
    'runs the transaction PostgreSQL aborted in a deadlock again, and it passes',
    async () => {
      const bothLocked = barrier(2);
      let attempts = 0;
      let otherFinished = (): void => undefined;
      const otherDone = new Promise<void>((resolve) => {
        otherFinished = resolve;
      });
      // The victim is the one that checks for deadlock first: this one, after 100 ms.
      const retried = retryingDeadlocks(() =>
        database.db.transaction(async (tx) => {
          attempts += 1;
          // The second run waits for the survivor: racing it for row 1 could deadlock again.
          if (attempts > 1) await otherDone;
          await tx.execute(sql`set local deadlock_timeout = '100ms'`);
          await tx.execute(sql`update probe set n = n + 10 where id = 1`);
          await bothLocked();
          await tx.execute(sql`update probe set n = n + 10 where id = 2`);
        }),
      );
      const other = database.db
        .transaction(async (tx) => {
          await tx.execute(sql`set local deadlock_timeout = '5s'`);
          await tx.execute(sql`update probe set n = n + 100 where id = 2`);
          await bothLocked();
          await tx.execute(sql`update probe set n = n + 100 where id = 1`);
        })
        .finally(() => otherFinished());
      await Promise.all([retried, other]);
      expect(attempts).toBe(2);
      const rows = (await database.db.execute(
        sql`select id, n from probe order by id`,
      )) as unknown as {
        rows: { id: number; n: number }[];
      };
      expect(rows.rows).toEqual([
        { id: 1, n: 111 },
        { id: 2, n: 112 },
      ]);
    },
  );
});
