import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, PRE_REGISTER_SETTING } from '@aptovial/shared';
import { eq, isNotNull } from 'drizzle-orm';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { openDatabase } from './db/client';
import {
  accounts,
  certificateLots,
  commissions,
  preRegistrations,
  registers,
  schoolNumbers,
  settings,
  users,
} from './db/schema/index';
import { isFirstPgliteStart, prepareInChild } from './first-start';
import { DEMO_PASSWORD } from './seeds/demo-users';
import { openConfiguredDatabase, seedIfEmpty, startServer, stopServer } from './start';
import { bearer, signIn } from './test/auth';
import { testConfig } from './test/config';
import { MIGRATIONS_FOLDER, openTestDatabase } from './test/database';
import { injectWithXsrfPair } from './test/xsrf';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('start-up with an unreachable database', () => {
  it('fails with one line naming DATABASE_URL', async () => {
    // Port 1 on loopback refuses at once: nothing listens there.
    const config = testConfig({ databaseUrl: 'postgres://postgres@127.0.0.1:1/aptovial' });
    const failure = openConfiguredDatabase(config, { migrations: MIGRATIONS_FOLDER });
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(/revise DATABASE_URL/);
  });
});

describe('demo data on start-up', () => {
  it('seeds the demo people once on an empty database, and nothing with DEMO_DATA=false', async () => {
    const production = await openTestDatabase();
    try {
      expect(await seedIfEmpty(testConfig({ demoData: false }), production)).toEqual([]);
      expect(await production.db.select().from(users)).toHaveLength(0);
      expect(await production.db.select().from(registers)).toHaveLength(0);
      expect(await production.db.select().from(preRegistrations)).toHaveLength(0);
      expect(await production.db.select().from(commissions)).toHaveLength(0);
      const [closed] = await production.db.select().from(settings);
      expect(closed).toMatchObject({ key: PRE_REGISTER_SETTING, enabled: false });
    } finally {
      await production.close();
    }
    const local = await openTestDatabase();
    try {
      const first = await seedIfEmpty(testConfig({ demoData: true }), local);
      expect(first).toContain('admin.intt@aptovial.test');
      expect(first.length).toBeGreaterThanOrEqual(14);
      expect(await seedIfEmpty(testConfig({ demoData: true }), local)).toEqual([]);
      expect(await local.db.select().from(users)).toHaveLength(first.length);
      // The demo registers come once, with the people: three medics enabled for road medicine
      // (the third, MV-0003, without a credential until someone grants one).
      expect(await local.db.select().from(registers)).toHaveLength(6);
      const numbers = await local.db.select().from(schoolNumbers);
      const vial = numbers.filter((row) => row.medicVial);
      expect(vial.map((row) => row.licenseNumber).sort()).toEqual([
        'MV-0001',
        'MV-0002',
        'MV-0003',
      ]);
      // The medic VialDirector issues certificates as MV-0001, on the VE-A demo lot; the
      // road-medicine VialDirector works as the same number (its profile shows it), the
      // road-medicine Admin as MV-0002, their own.
      const holders = await local.db
        .select()
        .from(accounts)
        .where(isNotNull(accounts.schoolNumberId))
        .orderBy(accounts.module, accounts.role);
      const numberOf = (licence: string) => vial.find((row) => row.licenseNumber === licence)?.id;
      expect(holders.map((row) => [row.module, row.role, row.schoolNumberId])).toEqual([
        ['medic', 'VialDirector', numberOf('MV-0001')],
        ['medicVial', 'Admin', numberOf('MV-0002')],
        ['medicVial', 'VialDirector', numberOf('MV-0001')],
      ]);
      const lots = await local.db.select().from(certificateLots);
      expect(lots).toMatchObject([
        { state: 'VE-A', initialNumber: 1_000_001, numberTP: 'TP-2026-01' },
      ]);
      // A few open requests of the public, and requests switched on (the migration seeds it off).
      const requests = await local.db.select().from(preRegistrations);
      expect(requests.length).toBeGreaterThanOrEqual(3);
      expect(requests.every((row) => row.certificateId === null)).toBe(true);
      const [requestsSwitch] = await local.db
        .select()
        .from(settings)
        .where(eq(settings.key, PRE_REGISTER_SETTING));
      expect(requestsSwitch?.enabled).toBe(true);
      // One commission in force, at the official rate: the pay form prices on the first start.
      expect(await local.db.select().from(commissions)).toMatchObject([
        { commissionDollarGeneral: '5.00', dollarPrice: null, status: 'active' },
      ]);
    } finally {
      await local.close();
    }
  });
});

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The seed script built as build.mjs builds it (its packages external), under apps/api/dist so
 * they resolve: the child a built server runs for its first start.
 */
let seedScript: Promise<string> | undefined;
const builtSeedScript = () => {
  seedScript ??= buildSeedScript();
  return seedScript;
};

async function buildSeedScript(): Promise<string> {
  const pkg = JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@aptovial/'));
  mkdirSync(path.join(API_ROOT, 'dist'), { recursive: true });
  const outdir = mkdtempSync(path.join(API_ROOT, 'dist', 'first-start-test-'));
  roots.push(outdir);
  await build({
    entryPoints: [path.join(API_ROOT, 'src', 'seed.ts')],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, 'zod'],
    logLevel: 'warning',
  });
  return path.join(outdir, 'seed.js');
}

/** A PGlite server's configuration on an empty DATA_DIR of its own. */
function emptyDataDir(demoData: boolean) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'aptovial-first-start-'));
  roots.push(root);
  const dataDir = path.join(root, 'data');
  return testConfig({ dataDir, databaseUrl: undefined, port: 0, host: '127.0.0.1', demoData });
}

describe('the first start on PGlite, prepared in a child process (decision 0078)', () => {
  it('yields a working server with the demo data, and a restart does not prepare again', async () => {
    const script = await builtSeedScript();
    const config = emptyDataDir(true);
    expect(isFirstPgliteStart(config)).toBe(true);
    const paths = { migrations: MIGRATIONS_FOLDER, firstStartScript: script };
    const started = await startServer(config, paths);
    const seeded = started.demoAccounts.length;
    try {
      expect(started.demoAccounts).toContain('admin.medicos@aptovial.test');
      expect(started.demoAccounts.length).toBeGreaterThanOrEqual(14);
      expect(isFirstPgliteStart(config)).toBe(false);
      const { app, database } = started;
      injectWithXsrfPair(app);
      const token = await signIn(
        app,
        database,
        'colegio',
        'admin.medicos@aptovial.test',
        DEMO_PASSWORD,
      );
      const listed = await app.inject({
        method: 'GET',
        url: apiPaths.registers,
        headers: bearer(token),
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().total).toBeGreaterThan(0);
    } finally {
      await stopServer(started);
    }
    // The restart opens the prepared folder: nothing seeded, nothing printed again.
    const restarted = await startServer(config, paths);
    try {
      expect(restarted.demoAccounts).toEqual([]);
      expect(await restarted.database.db.select().from(users)).toHaveLength(seeded);
    } finally {
      await stopServer(restarted);
    }
  }, 180_000);

  it('leaves the cluster migrated in DATA_DIR, seeded only as DEMO_DATA says', async () => {
    const script = await builtSeedScript();
    const config = emptyDataDir(false);
    expect(await prepareInChild(config, script, MIGRATIONS_FOLDER)).toEqual([]);
    // Opened here only now: the child created and migrated it.
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(config.dataDir, 'db'),
    });
    try {
      expect(await database.db.select().from(users)).toHaveLength(0);
      expect(await database.db.select().from(settings)).toMatchObject([
        { key: PRE_REGISTER_SETTING, enabled: false },
      ]);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('fails with one line naming DATA_DIR when the child cannot prepare it', async () => {
    const script = await builtSeedScript();
    const config = emptyDataDir(true);
    // A file where the folder should be.
    mkdirSync(path.dirname(config.dataDir), { recursive: true });
    writeFileSync(config.dataDir, 'no soy una carpeta');
    const failure = prepareInChild(config, script, MIGRATIONS_FOLDER);
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(/DATA_DIR/);
  }, 60_000);
});
