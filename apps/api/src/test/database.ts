import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { testDatabaseUrl } from './config';
import { migratedTemplate } from './pg-template';
import { openMigratedPglite } from './pglite-template';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL (dropped again by `close`). `migrationsFolder`:
 * another folder's migrations (a test of a migration on rows written before it).
 */
export async function openTestDatabase(migrationsFolder = MIGRATIONS_FOLDER): Promise<Database> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) return openMigratedPglite(migrationsFolder);
  const name = `aptovial_test_${randomBytes(6).toString('hex')}`;
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
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

/** One statement on the test server's default database (CREATE and DROP DATABASE). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
