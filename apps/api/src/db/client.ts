import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { preferBaselineWasmCode } from './wasm-code';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies the committed SQL migrations; safe when several processes start together. */
  migrate(migrationsFolder: string): Promise<void>;
  /** PGlite only: the whole data directory as one archive (tests start copies from it). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined means an in-memory database (tests); `loadDataDir`, a `snapshot` to start
   * from instead of an empty cluster.
   */
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

/** Any fixed number: every API process takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK_ID = 720_051;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 20 });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const database: Database = {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      migrate: async (migrationsFolder) => {
        const connection = await pool.connect();
        try {
          await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrateNodePg(drizzleNodePg(connection), { migrationsFolder });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
          connection.release();
        }
      },
      close: () => pool.end(),
    };
    await database.ping();
    return database;
  }
  if (target.dataDir) mkdirSync(path.dirname(target.dataDir), { recursive: true });
  preferBaselineWasmCode();
  const client = await PGlite.create(target.dataDir ?? 'memory://', {
    extensions: { btree_gist, citext, pg_trgm, unaccent },
    // PGlite's default shared buffers double the idle process (decision 0043); one embedded user
    // does not need them.
    postgresqlconf: ['shared_buffers=16MB'],
    // An in-memory database (tests) is copied from an archive per test file: 1 MB WAL segments
    // instead of 16 make that archive a quarter smaller, and each copy a third cheaper to load.
    ...(target.dataDir ? {} : { initDbStartParams: ['--wal-segsize=1'] }),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Db;
  return {
    migrate: (migrationsFolder) => migratePglite(pgliteDb, { migrationsFolder }),
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
