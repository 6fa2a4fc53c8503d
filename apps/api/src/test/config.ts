import { type Config, loadConfig, readTestEnvironment } from '../config';

/** A literal configuration for tests: no web, quiet logs, embedded database unless given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: './data/test',
      DEMO_DATA: 'false',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      PASSWORD_HASH_MEMORY_KIB: '1024',
      // A few PBKDF2 rounds: solving a test challenge takes milliseconds.
      ALTCHA_MAX_NUMBER: '20',
      // Tests never reach the internet: no refresh, and services on a closed local port unless a
      // test starts its own and asks.
      FX_REFRESH: 'false',
      FX_API_URL: 'http://127.0.0.1:9',
      FX_FALLBACK_API_URL: 'http://127.0.0.1:9',
      FX_TIMEOUT_MS: '500',
      // Pending charges are reconciled by the tests themselves (runOnce), never on a timer.
      PAYMENT_RECONCILE: 'false',
      // Fraud signals are detected by the tests themselves (recalcular), never on a timer.
      FRAUD_DETECT: 'false',
      // Webhooks are sent by the tests themselves (runOnce), never on a timer.
      WEBHOOKS: 'false',
      // Expiry reminders are sent by the tests themselves (a pass), never on a timer.
      HOLDER_REMINDERS: 'false',
    }),
    ...overrides,
  };
}

/** The PostgreSQL server the test suite runs against instead of PGlite, when CI provides one. */
export function testDatabaseUrl(): string | undefined {
  return readTestEnvironment().databaseUrl;
}

/** The fuzz test's seed, runs and report file (see TestEnvironment in config.ts). */
export function fuzzSettings(): { seed: number; runs: number; reportFile: string | undefined } {
  return readTestEnvironment().fuzz;
}
