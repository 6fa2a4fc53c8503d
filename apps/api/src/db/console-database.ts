import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { type Database, openDatabase } from './client';

/** Refusal of a console command while a server holds the embedded database. */
export class EmbeddedDatabaseHeld extends Error {}

/**
 * The server's database for a console command (counts, import, admin:create, the key-leak drill),
 * migrated. On PGlite only with the server stopped: one process owns its data directory, and a
 * second one would damage it.
 */
export async function openConsoleDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  migrationsFolder: string,
): Promise<Database> {
  const dataDir = path.join(config.dataDir, 'db');
  if (!config.databaseUrl && existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new EmbeddedDatabaseHeld(
      `La base de datos integrada (${dataDir}) está abierta: detenga el servidor y repita la orden.`,
    );
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 }
      : { kind: 'pglite', dataDir },
  );
  try {
    await database.migrate(migrationsFolder);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
