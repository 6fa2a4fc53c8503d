import type { appModes } from '@aptovial/shared';
import type { IntegrationSettings } from './config-integrations';
import type { PaymentSettings } from './config-payments';
import type { ReminderSettings } from './config-reminders';
import type { StorageSettings } from './config-storage';
import type { FraudSettings, WebauthnSettings } from './config-trust';

/** What `loadConfig` (config.ts) makes of the environment, handed to every part that needs it. */
export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  appMode: (typeof appModes)[number];
  /** PostgreSQL URL; undefined means the embedded PGlite database under `dataDir/db`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder of the built web app; undefined serves no web (API-only tests). */
  webDist: string | undefined;
  logLevel: string;
  bodyLimitBytes: number;
  rateLimit: {
    publicPerMinute: number;
    /** Sign-ins per address and minute, the three login paths counted together (decision 0049). */
    loginPerMinute: number;
    /** Public certificate checks per address before a proof of work; unset: 2 × publicPerMinute. */
    verifyPerMinute?: number;
  };
  /** Shared limit counters (decision 0026); url undefined counts in this process only. */
  redis: {
    url: string | undefined;
    /** Prefix of every key this deployment writes (tests use their own). */
    prefix: string;
  };
  trustProxy: boolean;
  mail: {
    /** SMTP server URL; undefined keeps e-mail in the outbox table and prints codes to the log. */
    smtpUrl: string | undefined;
    from: string;
    supportEmail: string;
  };
  /** Seed the demo accounts on the first start of an empty database. */
  demoData: boolean;
  /** HMAC key for one-time codes; undefined generates one under dataDir on first start. */
  sessionSecret: string | undefined;
  /** PEM RSA private key for encrypted logins; undefined generates one under dataDir. */
  loginPrivateKey: string | undefined;
  /** argon2id memory cost (OWASP: 19 MiB, 2 iterations); tests lower it. */
  passwordHashMemoryKib: number;
  certificates: {
    /** PEM Ed25519 key signing the QR proofs; undefined generates one under dataDir/keys. */
    signingKey: string | undefined;
    /** Folder of public key records (`<kid>.json`): older and withdrawn keys stay listed. */
    keysDir: string;
  };
  /** The ALTCHA proof of work of the public forms (decision 0021). */
  captcha: {
    /** HMAC key signing the challenges; undefined generates one under dataDir/keys. */
    hmacKey: string | undefined;
    /** How long a challenge may be solved and sent (seconds). */
    lifetimeSeconds: number;
    /** Difficulty: the most attempts a solution takes (tests lower it). */
    maxNumber: number;
  };
  /** The bank (decision 0023); `sandbox` (the default) is a local bank in this process. */
  payments: PaymentSettings;
  /** Where uploaded photos live (decision 0028): `disk` under dataDir/uploads, or `s3`. */
  storage: StorageSettings;
  /** The fraud signals' periodic detection (decision 0035); tests call it themselves. */
  fraud: FraudSettings;
  /** The holders' 30-day expiry reminders (decision 0087); tests run a pass themselves. */
  reminders: ReminderSettings;
  /** API keys, the certificate change feed and webhooks (decisions 0085, 0086). */
  integrations: IntegrationSettings;
  /** The official dollar price's services, tried in order (decision 0022). */
  exchangeRate: {
    /** DolarApi's base URL (`{base}/v1/dolares/oficial`). */
    dolarApiUrl: string;
    /** pyDolarVenezuela's base URL (`{base}/api/v1/dollar?page=bcv`). */
    pyDolarUrl: string;
    /** How long each service may take before the next is asked. */
    timeoutMs: number;
    /** Minutes between reads of the services. */
    refreshMinutes: number;
    /** Read the services at start-up and every `refreshMinutes`; off in tests unless asked. */
    refresh: boolean;
  };
  /** Passkeys (decision 0034): the relying party is the host of PUBLIC_URL, its origin the page's. */
  webauthn: WebauthnSettings;
  /**
   * Rows from both ends past which a list page is refused (decision 0054): LIST_DEPTH_CAP, the
   * pager's own; not read from the environment, lowered only by tests.
   */
  listDepthCap: number;
  /** The map tiles the web shows (reference data); their host is admitted by the CSP. */
  map: {
    /** A Leaflet tile URL template: {z}/{x}/{y}, and {s} for a subdomain. */
    tileUrl: string;
    /** The tile provider's required credit, as HTML (a link to its licence). */
    attribution: string;
  };
};
