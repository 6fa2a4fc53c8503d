import pg from 'pg';
import { openDatabase } from '../db/client';
import { migrationsHash } from './pglite-template';

/** Any fixed number: test workers creating the template wait for each other. */
const TEMPLATE_LOCK_ID = 720_052;

/**
 * The name of a migrated database on the test server to copy each test file's database from
 * (CREATE DATABASE ... TEMPLATE: a file copy, instead of migrating every new database again). One
 * per set of migrations; the first worker makes it under an advisory lock. Templates are kept for
 * later runs (a few megabytes each): dropping an old one could pull it from under a worker still
 * copying it (a test of a migration uses a folder of its own).
 */
export async function migratedTemplate(serverUrl: string, migrationsFolder: string) {
  const name = `aptovial_template_${migrationsHash(migrationsFolder)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
      try {
        await database.migrate(migrationsFolder);
      } catch (error) {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        throw error;
      }
      await database.close();
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => {});
    await admin.end();
  }
}
