import pg from 'pg';

/**
 * PostgreSQL journeys run up to this many at a time (the run's workers), each on a database of
 * its own: two journeys signing in the same demo person at once would spend each other's codes.
 */
export const WORKER_DATABASES = 4;

/** The database of the worker `poolId` (1..WORKER_DATABASES): the run's database plus `_w<id>`. */
export function workerDatabaseUrl(runUrl: string, poolId: string): string {
  const id = Number(poolId);
  if (!Number.isInteger(id) || id < 1 || id > WORKER_DATABASES) {
    throw new Error(`worker ${poolId} has no database: raise WORKER_DATABASES`);
  }
  const url = new URL(runUrl);
  url.pathname = `${url.pathname}_w${id}`;
  return url.toString();
}

function adminAndName(runUrl: string) {
  const url = new URL(runUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  return { admin: new pg.Client({ connectionString: url.toString() }), name };
}

/**
 * Copies the run's database (migrated, demo data in place, no one connected) into every worker's:
 * a file copy instead of each worker's first server migrating and seeding again.
 */
export async function copyToWorkerDatabases(runUrl: string) {
  const { admin, name } = adminAndName(runUrl);
  await admin.connect();
  try {
    for (let id = 1; id <= WORKER_DATABASES; id++) {
      await admin.query(`DROP DATABASE IF EXISTS ${name}_w${id}`);
      await admin.query(`CREATE DATABASE ${name}_w${id} TEMPLATE ${name}`);
    }
  } finally {
    await admin.end();
  }
}

export async function dropWorkerDatabases(runUrl: string) {
  const { admin, name } = adminAndName(runUrl);
  await admin.connect();
  try {
    for (let id = 1; id <= WORKER_DATABASES; id++) {
      await admin.query(`DROP DATABASE IF EXISTS ${name}_w${id} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
