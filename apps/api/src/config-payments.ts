import { z } from 'zod';

/** The payment variables, part of config.ts's one environment schema (decision 0023). */
export const paymentEnvShape = {
  PAYMENT_GATEWAY: z.enum(['sandbox', 'mercantil']).default('sandbox'),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  MERCANTIL_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  MERCANTIL_CLIENT_ID: z.string().min(1).optional(),
  MERCANTIL_SECRET_KEY: z.string().min(1).optional(),
  MERCANTIL_SEARCH_CLIENT_ID: z.string().min(1).optional(),
  MERCANTIL_SEARCH_SECRET_KEY: z.string().min(1).optional(),
  MERCANTIL_MERCHANT_ID: z.coerce.number().int().positive().optional(),
  MERCANTIL_INTEGRATOR_ID: z.coerce.number().int().positive().optional(),
  MERCANTIL_TERMINAL_ID: z.string().min(1).optional(),
  MERCANTIL_MERCHANT_PHONE: z
    .string()
    .regex(/^58\d{10}$/, 'debe ser 58, el prefijo de la operadora y 7 dígitos (584141234567)')
    .optional(),
  // The pending charges' reconciliation and the seal of the payer's phone (decision 0024).
  PAYMENT_SEAL_KEY: z.string().min(32).optional(),
  PAYMENT_RECONCILE: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .default(true),
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  PAYMENT_GIVE_UP_MINUTES: z.coerce.number().int().min(10).max(10_080).default(120),
};

type PaymentEnv = z.infer<z.ZodObject<typeof paymentEnvShape>>;

/** The bank's credentials for the `mercantil` adapter (docs/integrations/mercantil-c2p.md). */
export type MercantilSettings = {
  /** e.g. `https://<bank host>/mercantil-banco/prod`; the adapter appends `/v1/...`. */
  baseUrl: string;
  /** Each bank product has its own client id and secret key; search falls back to C2P's. */
  c2p: { clientId: string; secretKey: string };
  search: { clientId: string; secretKey: string };
  merchantId: number;
  integratorId: number;
  terminalId: string;
  /** The merchant's affiliated phone (`origin_mobile_number`). */
  merchantPhone: string;
};

export type PaymentSettings = {
  /** `sandbox` runs a local bank in this process and points the mercantil adapter at it. */
  gateway: 'sandbox' | 'mercantil';
  /** How long a call to the bank may take; a charge past it is pending, never sent again. */
  timeoutMs: number;
  /** Set exactly when `gateway` is `mercantil`. */
  mercantil: MercantilSettings | undefined;
  /** Seals the payer's phone while a charge is pending; undefined generates one under dataDir. */
  sealKey: string | undefined;
  /** The job that settles pending charges with a mobile-payment search. */
  reconcile: {
    /** Off in tests, which run it by hand (`runOnce`). */
    enabled: boolean;
    /** How often it looks for due pending charges; each charge backs off from this. */
    intervalMs: number;
    /** A charge the bank's search has not found by this age is failed (and the payer told). */
    giveUpMs: number;
  };
};

/** With PAYMENT_GATEWAY=mercantil every bank variable must be set; else names the first missing. */
export function readPaymentSettings(vars: PaymentEnv): PaymentSettings | { missing: string } {
  const base = {
    gateway: vars.PAYMENT_GATEWAY,
    timeoutMs: vars.PAYMENT_TIMEOUT_MS,
    sealKey: vars.PAYMENT_SEAL_KEY,
    reconcile: {
      enabled: vars.PAYMENT_RECONCILE,
      intervalMs: vars.PAYMENT_RECONCILE_SECONDS * 1000,
      giveUpMs: vars.PAYMENT_GIVE_UP_MINUTES * 60_000,
    },
  };
  if (vars.PAYMENT_GATEWAY !== 'mercantil') return { ...base, mercantil: undefined };
  const {
    MERCANTIL_BASE_URL: baseUrl,
    MERCANTIL_CLIENT_ID: clientId,
    MERCANTIL_SECRET_KEY: secretKey,
    MERCANTIL_MERCHANT_ID: merchantId,
    MERCANTIL_INTEGRATOR_ID: integratorId,
    MERCANTIL_TERMINAL_ID: terminalId,
    MERCANTIL_MERCHANT_PHONE: merchantPhone,
  } = vars;
  if (
    baseUrl === undefined ||
    clientId === undefined ||
    secretKey === undefined ||
    merchantId === undefined ||
    integratorId === undefined ||
    terminalId === undefined ||
    merchantPhone === undefined
  ) {
    const required = [
      'MERCANTIL_BASE_URL',
      'MERCANTIL_CLIENT_ID',
      'MERCANTIL_SECRET_KEY',
      'MERCANTIL_MERCHANT_ID',
      'MERCANTIL_INTEGRATOR_ID',
      'MERCANTIL_TERMINAL_ID',
      'MERCANTIL_MERCHANT_PHONE',
    ] as const;
    return { missing: required.find((name) => vars[name] === undefined) ?? required[0] };
  }
  return {
    ...base,
    mercantil: {
      baseUrl,
      c2p: { clientId, secretKey },
      search: {
        clientId: vars.MERCANTIL_SEARCH_CLIENT_ID ?? clientId,
        secretKey: vars.MERCANTIL_SEARCH_SECRET_KEY ?? secretKey,
      },
      merchantId,
      integratorId,
      terminalId,
      merchantPhone,
    },
  };
}
