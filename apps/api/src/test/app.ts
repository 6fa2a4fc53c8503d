import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, testConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from './database';

export type TestApp = { app: FastifyInstance; database: Database; close(): Promise<void> };

/**
 * The real application on a fresh database, called with `app.inject`. `extend` may register
 * extra routes before the app is sealed (to exercise plugins no module uses yet).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(overrides), { database });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
