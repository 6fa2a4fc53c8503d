import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, ConfigError } from './config';
import { lockDataDir } from './data-dir';
import { type Database, openDatabase } from './db/client';
import { createPasswordHasher } from './modules/auth/passwords';
import { seedDemoPreRegistrations } from './seeds/demo-pre-registrations';
import { seedDemoRegisters } from './seeds/demo-registers';
import { seedDemoData } from './seeds/demo-users';

export type Paths = { migrations: string };
export type Started = { app: FastifyInstance; database: Database; demoAccounts: string[] };

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
    });
  }
  return seeded.map((demo) => demo.email);
}

/** Opens the database, seeds, builds the app and listens; returns what a graceful stop needs. */
export async function startServer(config: Config, paths: Paths): Promise<Started> {
  const database = await openConfiguredDatabase(config, paths);
  const demoAccounts = await seedIfEmpty(config, database);
  const app = await buildApp(config, { database });
  // PGlite sets modes of its own (its first files at 0666): repaired once it and the app's keys
  // are written, before anyone is served.
  lockDataDir(config.dataDir);
  await app.listen({ port: config.port, host: config.host });
  return { app, database, demoAccounts };
}

/** Stops accepting connections, lets requests in flight finish, then closes the database. */
export async function stopServer({ app, database }: Started, dataDir?: string): Promise<void> {
  await app.close();
  await database.close();
  // What PGlite wrote while running (its caches at 0644) is left owner-only too.
  if (dataDir) lockDataDir(dataDir);
}
