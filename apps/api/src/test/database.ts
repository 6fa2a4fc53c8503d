import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { testDatabaseUrl } from './config';
import { migratedTemplate } from './pg-template';
import { openMigratedPglite } from './pglite-template';
import { RUN_PREFIX_KEY } from './run-prefix';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL, which `close` drops without waiting for it (the run's
 * teardown drops what is left, test/drop-at-end.ts; outside a run `close` waits). `migrationsFolder`:
 * another folder's migrations (a test of a migration on rows written before it).
 */
export async function openTestDatabase(migrationsFolder = MIGRATIONS_FOLDER): Promise<Database> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) return openMigratedPglite(migrationsFolder);
  const runPrefix = inject(RUN_PREFIX_KEY);
  const name = `${runPrefix ?? 'aptovial_test_'}${randomBytes(6).toString('hex')}`;
  const template = await migratedTemplate(serverUrl, migrationsFolder);
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A test's commits need not wait for the disk: the same PostgreSQL, the same answers, without
  // queueing behind the journeys' flushes when CI runs them side by side (decision 0081).
  url.searchParams.set('options', '-c synchronous_commit=off');
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await database.migrate(migrationsFolder);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropped = adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
      // The next test file need not wait for the drop's checkpoint; what a worker leaves
      // undropped when the run ends, its teardown drops (test/drop-at-end.ts).
      if (runPrefix === undefined) await dropped;
      else dropped.catch(() => {});
    },
  };
}

/** One statement on the test server's default database (CREATE and DROP DATABASE); its rows. */
export async function adminQuery<Row extends object = object>(
  serverUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Drops every database of the test server whose name starts with `prefix`, sixteen at a time:
 * the checkpoints their drops ask for at once are made as one (decision 0091). A drop another
 * connection is still making may fail here: it ends without this one.
 */
export async function dropDatabasesNamed(serverUrl: string, prefix: string): Promise<void> {
  const rows = await adminQuery<{ datname: string }>(
    serverUrl,
    'select datname from pg_database where starts_with(datname, $1)',
    [prefix],
  );
  const names = rows.map((row) => row.datname);
  const dropNext = async (): Promise<void> => {
    const name = names.pop();
    if (name === undefined) return;
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    return dropNext();
  };
  await Promise.all(Array.from({ length: 16 }, dropNext));
}
