import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from './config';

/** The prefix of this run's test databases, provided to every test file (see database.ts). */
export const RUN_PREFIX_KEY = 'testDatabasePrefix';

declare module 'vitest' {
  interface ProvidedContext {
    testDatabasePrefix: string;
  }
}

/**
 * Test files leave their PostgreSQL databases behind and this run drops them all once its files
 * have ended. PostgreSQL 15 forces and waits for a checkpoint on every DROP DATABASE: one per
 * test file (about 0.3 s each, flushing whatever the journeys beside them had written) cost the
 * run more than the tests of many files; at the end there is little left to flush (decision 0091).
 */
export default function dropRunDatabasesAtEnd(project: TestProject) {
  const prefix = `aptovial_test_${randomBytes(4).toString('hex')}_`;
  project.provide(RUN_PREFIX_KEY, prefix);
  return async () => {
    const serverUrl = testDatabaseUrl();
    if (!serverUrl) return;
    const { dropDatabasesNamed } = await import('./database');
    await dropDatabasesNamed(serverUrl, prefix);
  };
}
