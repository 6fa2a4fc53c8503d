import type { Config } from '../config';
import type { Database } from '../db/client';
import { createPasswordHasher } from '../modules/auth/passwords';
import { DEMO_PASSWORD, seedDemoData } from '../seeds/demo-users';
import { createTestApp, type TestApp } from './app';

export { DEMO_PASSWORD };

/** The demo people (one per module and role) on a test database, hashed cheaply. */
export async function seedDemo(database: Database): Promise<void> {
  await seedDemoData(database, createPasswordHasher(1024));
}

/** A mutable clock for tests that move time forward. */
export function testClock(start = new Date()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

/**
 * The app with the demo people, for journeys that sign in many times from one address (the
 * per-address limit has its own test).
 */
export async function createSeededApp(
  clock?: () => Date,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const t = await createTestApp(
    { rateLimit: { publicPerMinute: 1000, loginPerMinute: 1000 }, ...overrides },
    undefined,
    clock,
  );
  await seedDemo(t.database);
  return t;
}
