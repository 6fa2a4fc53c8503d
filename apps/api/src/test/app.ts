import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { generateCertificateKeyPem } from '../keys/certificate-key-records';
import { generateLoginKeyPem, type ServerKeys } from '../keys/server-keys';
import { testConfig } from './config';
import { openTestDatabase } from './database';
import { injectWithXsrfPair } from './xsrf';

export type TestApp = { app: FastifyInstance; database: Database; close(): Promise<void> };

/** The key of every test app's ALTCHA challenges (modules/captcha/testing.ts signs with it). */
export const TEST_CAPTCHA_HMAC_KEY = 'test-altcha-hmac-key';
/** The key sealing payers' phones in every test app (modules/payments/testing.ts opens with it). */
export const TEST_PAYMENT_SEAL_KEY = 'test-payment-seal-key-test-payment-seal-key';

let testKeys: ServerKeys | undefined;
/** One RSA and one Ed25519 key for the whole test process: one per file would only cost time. */
function keysForTests(): ServerKeys {
  testKeys ??= {
    sessionSecret: Buffer.from('test-session-secret'),
    loginPrivateKeyPem: generateLoginKeyPem(),
    certificates: { signingKeyPem: generateCertificateKeyPem(), records: [] },
    captchaHmacKey: TEST_CAPTCHA_HMAC_KEY,
    paymentSealKey: TEST_PAYMENT_SEAL_KEY,
    integrationSecret: 'test-integration-secret-test-integration',
  };
  return testKeys;
}

/**
 * The real application on a fresh database, called with `app.inject`. `extend` may register
 * extra routes before the app is sealed (to exercise plugins no module uses yet). State-changing
 * injects carry a matching XSRF cookie and header unless the test sets its own (test/xsrf.ts).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void,
  clock?: () => Date,
  /** Parts a test brings its own of (a bank that misbehaves on purpose, a log to read). */
  more: Pick<AppDeps, 'paymentGateway' | 'logStream'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(overrides), {
    database,
    keys: keysForTests(),
    clock,
    ...more,
  });
  extend?.(app);
  return readyTestApp(app, database);
}

/**
 * Seals `app` for a test: state-changing injects carry the XSRF pair (test/xsrf.ts), and closing
 * it closes its database too, which the test opened for it alone.
 */
export async function readyTestApp(app: FastifyInstance, database: Database): Promise<TestApp> {
  await app.ready();
  injectWithXsrfPair(app);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
