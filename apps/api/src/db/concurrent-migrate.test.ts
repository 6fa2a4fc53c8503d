import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/config';
import { adminQuery, MIGRATIONS_FOLDER } from '../test/database';
import { openDatabase } from './client';

// Several API processes started at once on one PostgreSQL (a rolling deploy, a cluster's first
// start): one applies the migrations under the advisory lock, the others wait and find them done
// (docs/decisions/0077-restarts-without-loss.md). PGlite is one process only: PostgreSQL alone.
const serverUrl = testDatabaseUrl();
const PROCESSES = 4;

type Journal = { entries: { idx: number; tag: string; when: number }[] };
const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
) as Journal;

const made: string[] = [];
const folders: string[] = [];

async function freshDatabase(): Promise<string> {
  const name = `aptovial_migrate_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl as string, `CREATE DATABASE ${name}`);
  made.push(name);
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrations folder as it was `count` migrations ago: drizzle reads only the journal. */
function olderMigrations(count: number): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'aptovial-migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const older = { ...journal, entries: journal.entries.slice(0, count) };
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(older));
  return folder;
}

/** `PROCESSES` databases opened and migrated at once, as separate processes would. */
async function migrateTogether(url: string, folder = MIGRATIONS_FOLDER) {
  return Promise.allSettled(
    Array.from({ length: PROCESSES }, async () => {
      const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      try {
        await database.migrate(folder);
      } finally {
        await database.close();
      }
    }),
  );
}

async function appliedMigrations(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ hash: string; created_at: string }>(
      'select hash, created_at from drizzle.__drizzle_migrations order by id',
    );
    return rows;
  } finally {
    await client.end();
  }
}

function expectEachOnce(rows: { hash: string; created_at: string }[], count: number) {
  expect(rows).toHaveLength(count);
  expect(new Set(rows.map((row) => row.hash)).size).toBe(count);
  // drizzle stamps each row with its journal entry's `when`: the last one is the newest.
  expect(String(rows.at(-1)?.created_at)).toBe(String(journal.entries[count - 1]?.when ?? ''));
}

describe.runIf(serverUrl !== undefined)('migrations from several processes at once', () => {
  afterAll(async () => {
    for (const name of made)
      await adminQuery(serverUrl as string, `DROP DATABASE IF EXISTS ${name}`);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('an empty database gets every migration once, and every process starts', async () => {
    const url = await freshDatabase();
    const outcomes = await migrateTogether(url);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(PROCESSES).fill('fulfilled'));
    expectEachOnce(await appliedMigrations(url), journal.entries.length);
  });

  it('an older database is upgraded once by processes of the new version', async () => {
    const url = await freshDatabase();
    const first = Math.max(1, journal.entries.length - 5);
    const older = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await older.migrate(olderMigrations(first));
    await older.close();
    expectEachOnce(await appliedMigrations(url), first);

    const outcomes = await migrateTogether(url);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(PROCESSES).fill('fulfilled'));
    expectEachOnce(await appliedMigrations(url), journal.entries.length);
  });
});
