import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LocalService } from './adapters/exchange-rate/local-service';
import { startSandboxRates } from './adapters/exchange-rate/sandbox-rates';
import { buildApp } from './app';
import { type Config, ConfigError } from './config';
import { lockDataDir } from './data-dir';
import { type Database, openDatabase } from './db/client';
import { isFirstPgliteStart, prepareInChild } from './first-start';
import { createPasswordHasher } from './modules/auth/passwords';
import { seedDemoCommission } from './seeds/demo-commission';
import { seedDemoPreRegistrations } from './seeds/demo-pre-registrations';
import { seedDemoRegisters } from './seeds/demo-registers';
import { seedDemoData } from './seeds/demo-users';

export type Paths = {
  migrations: string;
  /**
   * The built seed script: with it, a first start on PGlite prepares DATA_DIR in a child process
   * (first-start.ts, decision 0078). Without it (tests) the server prepares it itself.
   */
  firstStartScript?: string;
};
export type Started = {
  app: FastifyInstance;
  database: Database;
  demoAccounts: string[];
  /** The local rate service of sandbox mode (decision 0064), when one was started. */
  sandboxRates: LocalService | undefined;
};

/** Opens (and migrates) the configured database; a failure names the variable to fix. */
export async function openConfiguredDatabase(config: Config, paths: Paths): Promise<Database> {
  const where = config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR (${config.dataDir})`;
  // Before the database writes anything there: the folder is the owner's alone (decision 0051).
  lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
    );
    await database.migrate(paths.migrations);
    return database;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`no se pudo abrir la base de datos; revise ${where}. Motivo: ${reason}`);
  }
}

/** Seeds the demo people on an empty database (unless DEMO_DATA=false); returns their e-mails. */
export async function seedIfEmpty(config: Config, database: Database): Promise<string[]> {
  if (!config.demoData) return [];
  const seeded = await seedDemoData(database, createPasswordHasher(config.passwordHashMemoryKib));
  // Only alongside the first demo people: a database in use never gets demo registers.
  if (seeded.length > 0) {
    await database.db.transaction(async (tx) => {
      await seedDemoRegisters(tx);
      await seedDemoPreRegistrations(tx);
      await seedDemoCommission(tx);
    });
  }
  return seeded.map((demo) => demo.email);
}

/**
 * Sandbox mode (no real bank) reads no real dollar price either (decision 0064): with the rate
 * refresher on, a local service in DolarApi's format is started and DolarApi's address points at
 * it, so the real adapter prices payments with no network. A real bank keeps the configured ones.
 */
export async function withSandboxRates(config: Config) {
  if (config.payments.gateway !== 'sandbox' || !config.exchangeRate.refresh) {
    return { served: config, sandboxRates: undefined };
  }
  const sandboxRates = await startSandboxRates();
  const exchangeRate = { ...config.exchangeRate, dolarApiUrl: sandboxRates.url };
  return { served: { ...config, exchangeRate }, sandboxRates };
}

/** Opens the database, seeds, builds the app and listens; returns what a graceful stop needs. */
export async function startServer(config: Config, paths: Paths): Promise<Started> {
  const prepared =
    paths.firstStartScript && isFirstPgliteStart(config)
      ? await prepareInChild(config, paths.firstStartScript, paths.migrations)
      : undefined;
  const database = await openConfiguredDatabase(config, paths);
  // Seeded by the child already: asking again would only hash the demo password once more.
  const demoAccounts = prepared ?? (await seedIfEmpty(config, database));
  const { served, sandboxRates } = await withSandboxRates(config);
  try {
    const app = await buildApp(served, { database });
    // PGlite sets modes of its own (its first files at 0666): repaired once it and the app's keys
    // are written, before anyone is served.
    lockDataDir(config.dataDir);
    await app.listen({ port: config.port, host: config.host });
    return { app, database, demoAccounts, sandboxRates };
  } catch (error) {
    await sandboxRates?.close();
    throw error;
  }
}

/** Stops accepting connections, lets requests in flight finish, then closes the database. */
export async function stopServer(
  { app, database, sandboxRates }: Started,
  dataDir?: string,
): Promise<void> {
  await app.close();
  // After the app: its rate refresher has stopped asking.
  await sandboxRates?.close();
  await database.close();
  // What PGlite wrote while running (its caches at 0644) is left owner-only too.
  if (dataDir) lockDataDir(dataDir);
}
