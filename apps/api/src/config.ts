import path from 'node:path';
import { appModes, configureSpanishValidation, LIST_DEPTH_CAP } from '@aptovial/shared';
import { z } from 'zod';
import { integrationEnvShape, readIntegrationSettings } from './config-integrations';
import { paymentEnvShape, readPaymentSettings } from './config-payments';
import { readReminderSettings, reminderEnvShape } from './config-reminders';
import type { Config } from './config-shape';
import { readStorageSettings, storageEnvShape } from './config-storage';
import {
  fraudEnvShape,
  isEd25519PrivateKeyPem,
  readFraudSettings,
  webauthnOf,
} from './config-trust';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Every environment variable the server reads, parsed once here; nothing else reads process.env.
 * Each one's description is in config-variables.ts (docs/configuration.md is generated from both).
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  APP_MODE: z.enum(appModes).default('medicVial'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  // Public certificate checks; unset: twice the public limit (decision 0027).
  RATE_LIMIT_VERIFY_PER_MINUTE: z.coerce.number().int().positive().optional(),
  // Limits shared by every API process (decision 0026); unset: counted in each process.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'debe ser una URL redis:// o rediss://')
    .optional(),
  REDIS_PREFIX: z.string().min(1).max(100).default('aptovial:'),
  TRUST_PROXY: booleanFromEnv.default(false),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().default('AptoVial <no-responder@aptovial.local>'),
  SUPPORT_EMAIL: z.email().default('soporte@aptovial.local'),
  DEMO_DATA: booleanFromEnv.default(true),
  SESSION_SECRET: z.string().min(32).optional(),
  LOGIN_PRIVATE_KEY: z.string().min(1).optional(),
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  CERTIFICATE_SIGNING_KEY: z
    .string()
    .refine(isEd25519PrivateKeyPem, 'debe ser una clave privada Ed25519 en PEM PKCS#8')
    .optional(),
  CERTIFICATE_KEYS_DIR: z.string().optional(),
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  ALTCHA_LIFETIME_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(2).max(1_000_000).default(2_000),
  // The bank: PAYMENT_GATEWAY and the MERCANTIL_* credentials (config-payments.ts).
  ...paymentEnvShape,
  // The fraud signals' detection run: FRAUD_DETECT and FRAUD_DETECT_MINUTES (config-trust.ts).
  ...fraudEnvShape,
  // The holders' expiry reminders: HOLDER_REMINDERS and HOLDER_REMINDERS_MINUTES (config-reminders.ts).
  ...reminderEnvShape,
  // Uploaded files: STORAGE and the S3_* bucket settings (config-storage.ts).
  ...storageEnvShape,
  // API keys, the change feed and webhooks (config-integrations.ts).
  ...integrationEnvShape,
  // The official dollar price (docs/integrations/exchange-rate.md): DolarApi, then pyDolar.
  FX_API_URL: z.url().default('https://ve.dolarapi.com'),
  FX_FALLBACK_API_URL: z.url().default('https://pydolarve.org'),
  FX_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
  FX_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1_440).default(15),
  FX_REFRESH: booleanFromEnv.default(true),
  // The operative's location picker (decision 0025): any tile server with {z}/{x}/{y} images.
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/,
      'debe ser una URL http(s) de teselas con {z}, {x} e {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
});

export type { Config };

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming the variable to fix. */
export function loadConfig(env: NodeJS.ProcessEnv, defaults: { webDist?: string } = {}): Config {
  // An empty variable means "not set", as in most deployment tools.
  const setVariables = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  // The message quotes zod's own words: Spanish before the app that also sets it exists.
  configureSpanishValidation();
  const parsed = envSchema.safeParse(setVariables);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'desconocida';
    throw new ConfigError(`Variable de entorno ${variable} inválida: ${issue?.message ?? ''}`);
  }
  const vars = parsed.data;
  const payments = readPaymentSettings(vars);
  if ('missing' in payments) {
    throw new ConfigError(
      `Variable de entorno ${payments.missing} requerida con PAYMENT_GATEWAY=mercantil`,
    );
  }
  const storage = readStorageSettings(vars);
  if ('missing' in storage) {
    throw new ConfigError(`Variable de entorno ${storage.missing} requerida con STORAGE=s3`);
  }
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    appMode: vars.APP_MODE,
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    webDist: vars.WEB_DIST ? path.resolve(vars.WEB_DIST) : defaults.webDist,
    logLevel: vars.LOG_LEVEL,
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    rateLimit: {
      publicPerMinute: vars.RATE_LIMIT_PUBLIC_PER_MINUTE,
      loginPerMinute: vars.RATE_LIMIT_LOGIN_PER_MINUTE,
      ...(vars.RATE_LIMIT_VERIFY_PER_MINUTE
        ? { verifyPerMinute: vars.RATE_LIMIT_VERIFY_PER_MINUTE }
        : {}),
    },
    redis: { url: vars.REDIS_URL, prefix: vars.REDIS_PREFIX },
    trustProxy: vars.TRUST_PROXY,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM, supportEmail: vars.SUPPORT_EMAIL },
    demoData: vars.DEMO_DATA,
    sessionSecret: vars.SESSION_SECRET,
    loginPrivateKey: vars.LOGIN_PRIVATE_KEY,
    passwordHashMemoryKib: vars.PASSWORD_HASH_MEMORY_KIB,
    certificates: {
      signingKey: vars.CERTIFICATE_SIGNING_KEY,
      keysDir: vars.CERTIFICATE_KEYS_DIR
        ? path.resolve(vars.CERTIFICATE_KEYS_DIR)
        : path.join(dataDir, 'keys', 'certificates'),
    },
    captcha: {
      hmacKey: vars.ALTCHA_HMAC_KEY,
      lifetimeSeconds: vars.ALTCHA_LIFETIME_SECONDS,
      maxNumber: vars.ALTCHA_MAX_NUMBER,
    },
    payments,
    storage,
    fraud: readFraudSettings(vars),
    reminders: readReminderSettings(vars),
    integrations: readIntegrationSettings(vars),
    exchangeRate: {
      dolarApiUrl: vars.FX_API_URL,
      pyDolarUrl: vars.FX_FALLBACK_API_URL,
      timeoutMs: vars.FX_TIMEOUT_MS,
      refreshMinutes: vars.FX_REFRESH_MINUTES,
      refresh: vars.FX_REFRESH,
    },
    map: { tileUrl: vars.MAP_TILE_URL, attribution: vars.MAP_TILE_ATTRIBUTION },
    listDepthCap: LIST_DEPTH_CAP,
    webauthn: webauthnOf(vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`),
  };
}

/** The configuration of this process's environment (server and scripts). */
export function loadProcessConfig(defaults: { webDist?: string } = {}): Config {
  return loadConfig(process.env, defaults);
}

/** The test suite's own variables; apps/api/src/test/config.ts hands them to the tests. */
export type TestEnvironment = {
  /** TEST_DATABASE_URL: the PostgreSQL server the suite runs against instead of PGlite. */
  databaseUrl: string | undefined;
  /**
   * The fuzz test's knobs (test/fuzz): FUZZ_SEED (the base seed, fixed by default so CI is
   * repeatable), FUZZ_RUNS (inputs per operation and session) and FUZZ_REPORT (a JSON summary
   * file, written by `npm run fuzz`).
   */
  fuzz: { seed: number; runs: number; reportFile: string | undefined };
};

/**
 * Read here because nothing else reads process.env; only the tests call it.
 * @internal
 */
export function readTestEnvironment(): TestEnvironment {
  const vars = z
    .object({
      TEST_DATABASE_URL: z.string().optional(),
      FUZZ_SEED: z.coerce.number().int().default(20_260_615),
      FUZZ_RUNS: z.coerce.number().int().positive().default(8),
      FUZZ_REPORT: z.string().min(1).optional(),
    })
    .parse(process.env);
  return {
    databaseUrl: vars.TEST_DATABASE_URL || undefined,
    fuzz: { seed: vars.FUZZ_SEED, runs: vars.FUZZ_RUNS, reportFile: vars.FUZZ_REPORT },
  };
}
