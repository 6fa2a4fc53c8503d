/**
 * The key under which the API project's global setup (drop-at-end.ts) provides the prefix of this
 * run's PostgreSQL test databases to every test file (database.ts).
 */
export const RUN_PREFIX_KEY = 'testDatabasePrefix';

declare module 'vitest' {
  interface ProvidedContext {
    testDatabasePrefix: string;
  }
}
