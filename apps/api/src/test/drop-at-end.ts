import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from './config';
import { RUN_PREFIX_KEY } from './run-prefix';

/**
 * Names this run's PostgreSQL test databases and, once its files have ended, drops those still
 * there. PostgreSQL 15 forces and waits for a checkpoint on every DROP DATABASE (about 0.3 s with
 * writes beside it): a test file's `close` asks for its drop without waiting, and a drop a worker
 * did not see end is made here (decision 0091).
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
