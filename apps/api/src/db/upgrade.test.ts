import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths } from '@aptovial/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadServerKeys } from '../keys/server-keys';
import { createPasswordHasher } from '../modules/auth/passwords';
import { readyTestApp } from '../test/app';
import { bearer, signIn } from '../test/auth';
import { serverConfig } from '../test/backup';
import { MIGRATIONS_FOLDER, openTestDatabase } from '../test/database';
import type { Database } from './client';
import { COUNTERS, checkCounters } from './counter-recounts';
import {
  CERTIFICATES,
  INTT_OFFICIAL,
  PLANTED_TABLES,
  plantPreviousRelease,
  previousReleaseMigrations,
  rowsOf,
  UPGRADE_PASSWORD,
  VE_A_SERIAL_BASE,
} from './upgrade-testing';

// An upgrade keeps the data (docs/operations.md): the previous release's schema, filled with rows
// of every kind, then this release's migrations, then the app on what is left.

const folders: string[] = [];
let database: Database;
const before = new Map<string, Record<string, unknown>[]>();

beforeAll(async () => {
  const previous = await previousReleaseMigrations();
  folders.push(previous);
  database = await openTestDatabase(previous);
  const passwordHash = await createPasswordHasher(1024).hash(UPGRADE_PASSWORD);
  await plantPreviousRelease(database.db, passwordHash);
  for (const table of PLANTED_TABLES) before.set(table, await rowsOf(database.db, table));
  await database.migrate(MIGRATIONS_FOLDER);
}, 120_000);

afterAll(async () => {
  await database?.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('an upgrade from the previous release', () => {
  it('applies every migration of this release', async () => {
    const result = (await database.db.execute(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: number }[] };
    const journal = await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8');
    const { entries } = JSON.parse(journal) as { entries: unknown[] };
    expect(result.rows[0]?.applied).toBe(entries.length);
  });

  it('keeps every row with its data', async () => {
    expect(before.get('certificates')).toHaveLength(CERTIFICATES);
    for (const table of PLANTED_TABLES) {
      const old = before.get(table) ?? [];
      expect(old.length, table).toBeGreaterThan(0);
      const now = await rowsOf(database.db, table);
      expect(now.length, table).toBe(old.length);
      // Columns added by the upgrade are allowed; every old column keeps its value.
      for (const [index, row] of old.entries()) expect(now[index], table).toMatchObject(row);
    }
  });

  it('keeps every counter equal to a recount, none of them empty', async () => {
    const checks = await checkCounters(database.db);
    expect(checks.map(({ table, differences }) => [table, differences])).toEqual(
      COUNTERS.map(({ table }) => [table, 0]),
    );
    for (const { table } of COUNTERS) {
      const result = (await database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      )) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]?.n, table).toBeGreaterThan(0);
    }
  });

  it('starts the app on the upgraded data, which verifies and lists the old certificates', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'aptovial-upgrade-'));
    folders.push(dataDir);
    const config = serverConfig(dataDir, undefined);
    const app = await buildApp(config, { database, keys: loadServerKeys(config) });
    await readyTestApp(app, database);
    try {
      // Certificate 3: VE-A's first lot, paid; certificate 30: disabled.
      const valid = await app.inject({
        method: 'GET',
        url: `${apiPaths.searchFree}?serial=${VE_A_SERIAL_BASE + 3}`,
      });
      expect(valid.statusCode, valid.body).toBe(200);
      expect(valid.json().data).toMatchObject({
        serial: VE_A_SERIAL_BASE + 3,
        lastNames: 'Núñez Ávila 3',
        state: 'VE-A',
        typeCertifields: 'Primera vez',
      });
      const disabled = await app.inject({
        method: 'GET',
        url: `${apiPaths.searchFree}?serial=${VE_A_SERIAL_BASE + 30}`,
      });
      expect(disabled.json().data).toMatchObject({ status: 'disabled', version: 1 });

      const token = await signIn(app, database, 'INTT', INTT_OFFICIAL, UPGRADE_PASSWORD);
      const list = await app.inject({
        method: 'GET',
        url: `${apiPaths.certifields}?limit=100`,
        headers: bearer(token),
      });
      expect(list.statusCode, list.body).toBe(200);
      const { data, total } = list.json() as { data: { serial: number }[]; total: number };
      expect(total).toBe(CERTIFICATES);
      expect(data).toHaveLength(CERTIFICATES);
      expect(data.map((row) => row.serial)).toContain(VE_A_SERIAL_BASE + 3);
    } finally {
      await app.close();
    }
  });
});
