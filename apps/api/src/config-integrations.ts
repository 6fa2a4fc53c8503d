import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .default(fallback);

/** Machine access: API keys, the change feed and webhooks (decisions 0085, 0086). */
export const integrationEnvShape = {
  API_KEY_SECRET: z.string().min(32).optional(),
  API_KEY_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  FEED_CURSOR_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  WEBHOOKS: flag(true),
  WEBHOOK_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_RETRY_HOURS: z.coerce.number().int().min(24).max(720).default(26),
};

type IntegrationEnv = z.infer<z.ZodObject<typeof integrationEnvShape>>;

export type IntegrationSettings = {
  /** Hashes the keys, derives the webhook secrets, signs cursors; undefined: under dataDir. */
  secret: string | undefined;
  perMinute: number;
  cursorLifetimeMs: number;
  webhooks: {
    /** Off in tests, which run a pass themselves. */
    enabled: boolean;
    intervalMs: number;
    timeoutMs: number;
    /** First retry after this; each next one doubles, up to `maxBackoffMs`. */
    firstBackoffMs: number;
    maxBackoffMs: number;
    /** A delivery still failing this long after its event goes to the dead-letter list. */
    retryWindowMs: number;
    /** Receivers on localhost (tests only): else refused as the server's own address. */
    allowLocal: boolean;
  };
};

export const readIntegrationSettings = (vars: IntegrationEnv): IntegrationSettings => ({
  secret: vars.API_KEY_SECRET,
  perMinute: vars.API_KEY_PER_MINUTE,
  cursorLifetimeMs: vars.FEED_CURSOR_DAYS * 86_400_000,
  webhooks: {
    enabled: vars.WEBHOOKS,
    intervalMs: vars.WEBHOOK_INTERVAL_MS,
    timeoutMs: vars.WEBHOOK_TIMEOUT_MS,
    firstBackoffMs: 30_000,
    maxBackoffMs: 3_600_000,
    retryWindowMs: vars.WEBHOOK_RETRY_HOURS * 3_600_000,
    allowLocal: false,
  },
});
