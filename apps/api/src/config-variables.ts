import type { envSchema } from './config';

type EnvVariable = keyof typeof envSchema.shape;

/**
 * What each environment variable does, for the people who set them: docs/configuration.md is
 * generated from this table and the schema's defaults (`npm run docs:tables`). Kept beside the
 * schema rather than inside it so the schema stays readable; a variable without a description
 * does not compile.
 */
export const envDescriptions = {
  NODE_ENV: "The environment's name, kept in the configuration; no behaviour depends on it.",
  PORT: 'HTTP port of the API and the web app (`0` picks a free one).',
  HOST: 'Address to listen on.',
  PUBLIC_URL:
    "The address people use (QR links, e-mails); its host is the passkeys' relying party (decision 0034). Unset: `http://localhost:$PORT`.",
  APP_MODE:
    "Title and logo of the public landing; a signed-in person sees the mode of their session's module.",
  DATABASE_URL: 'PostgreSQL URL. Unset: the embedded PGlite database under `$DATA_DIR/db`.',
  DATA_DIR:
    'Local data: the PGlite database, uploaded photos (with `STORAGE=disk`), generated keys.',
  WEB_DIST:
    'Folder of the built web app. Unset: `apps/web/dist` when the server starts (API-only tests serve no web).',
  LOG_LEVEL: 'Lowest level the server logs.',
  BODY_LIMIT_BYTES: 'Largest request body accepted.',
  RATE_LIMIT_PUBLIC_PER_MINUTE: 'Requests per minute and address on public routes.',
  RATE_LIMIT_LOGIN_PER_MINUTE:
    'Sign-ins per minute and address, the three login paths counted together (decision 0049).',
  RATE_LIMIT_VERIFY_PER_MINUTE:
    'Public certificate checks per minute and address before a proof of work is asked instead of a refusal (decision 0027). Unset: twice `RATE_LIMIT_PUBLIC_PER_MINUTE`.',
  REDIS_URL:
    'Redis (`redis://`, `rediss://` for TLS) holding the limit counters of every API process (decision 0026). Unset, or while Redis is down: each process counts its own.',
  REDIS_PREFIX: 'Prefix of every Redis key (several deployments or test runs on one Redis).',
  TRUST_PROXY: '`true` behind a load balancer: client addresses come from `X-Forwarded-For`.',
  SMTP_URL:
    'SMTP server (`smtp://user:pass@host:587`). Unset: e-mail stays in the outbox table and codes are printed to the log.',
  MAIL_FROM: 'Sender of every e-mail.',
  SUPPORT_EMAIL: 'Where the Soporte técnico messages go.',
  DEMO_DATA: 'Seed the demo accounts on the first start of an empty database.',
  SESSION_SECRET:
    'HMAC key of the one-time codes (32+ characters, the same on every API process). Unset: generated under `$DATA_DIR/keys`.',
  LOGIN_PRIVATE_KEY:
    'PEM RSA key decrypting the encrypted sign-in credentials (the same on every API process). Unset: generated under `$DATA_DIR/keys`.',
  PASSWORD_HASH_MEMORY_KIB: 'argon2id memory cost in KiB (the OWASP minimum; tests lower it).',
  CERTIFICATE_SIGNING_KEY:
    "PEM (PKCS#8) Ed25519 key signing the certificates' QR proofs, the same on every API process (decisions 0006, 0038). Unset: generated under `$DATA_DIR/keys`.",
  CERTIFICATE_KEYS_DIR:
    'Public records (`<kid>.json`) of every certificate key, current, rotated or withdrawn, served at `GET /api/certifields/keys`. Unset: `$DATA_DIR/keys/certificates`.',
  ALTCHA_HMAC_KEY:
    'Key signing the ALTCHA challenges of the public forms (32+ characters, the same on every API process; decision 0021). Unset: generated under `$DATA_DIR/keys`.',
  ALTCHA_LIFETIME_SECONDS: 'How long a challenge may be solved and sent.',
  ALTCHA_MAX_NUMBER: 'Challenge difficulty: the most attempts a solution takes.',
  PAYMENT_GATEWAY:
    'The bank (decision 0023): `sandbox`, a local bank inside the server, or `mercantil` (Banco Mercantil; every `MERCANTIL_*` but the search pair is then required).',
  PAYMENT_TIMEOUT_MS:
    'How long a call to the bank may take; a charge unanswered by then stays pending and is never sent again.',
  MERCANTIL_BASE_URL: "The bank API's base, e.g. `https://<bank host>/mercantil-banco/prod`.",
  MERCANTIL_CLIENT_ID: "The C2P product's client id (`X-IBM-Client-Id`).",
  MERCANTIL_SECRET_KEY: "The C2P product's secret key (field encryption).",
  MERCANTIL_SEARCH_CLIENT_ID: "The mobile-payment search product's client id. Unset: the C2P one.",
  MERCANTIL_SEARCH_SECRET_KEY:
    "The mobile-payment search product's secret key. Unset: the C2P one.",
  MERCANTIL_MERCHANT_ID: "The merchant's identifier (`merchant_identify`).",
  MERCANTIL_INTEGRATOR_ID: "The integrator's identifier (`merchant_identify`).",
  MERCANTIL_TERMINAL_ID: "The terminal's identifier (`merchant_identify`).",
  MERCANTIL_MERCHANT_PHONE:
    "The merchant's affiliated phone: `58`, the carrier prefix and 7 digits (`584241234567`).",
  PAYMENT_SEAL_KEY:
    "Seals the payer's phone while a charge is pending and signs receipt addresses (32+ characters, the same on every API process; decision 0024). Unset: generated under `$DATA_DIR/keys`.",
  PAYMENT_RECONCILE:
    "Run the job that settles pending charges with the bank's mobile-payment search (never a new charge).",
  PAYMENT_RECONCILE_SECONDS:
    'How often that job looks; each pending charge backs off from it (doubling, up to 30 minutes).',
  PAYMENT_GIVE_UP_MINUTES:
    "Age at which a pending charge the bank's search has not found (after 3 searches) is failed and the payer e-mailed.",
  FRAUD_DETECT:
    "Run the fraud signals' detection in the background, one process at a time (decision 0035).",
  FRAUD_DETECT_MINUTES: 'Minutes between detection runs.',
  HOLDER_REMINDERS:
    'E-mail each holder once, 30 days before their certificate expires, one process at a time (decision 0087).',
  HOLDER_REMINDERS_MINUTES: 'Minutes between reminder passes.',
  API_KEY_SECRET:
    'Key hashing the API keys, deriving the webhook signing secrets and signing the feed cursors (32+ characters, the same on every API process; decisions 0085, 0086). Unset: generated under `$DATA_DIR/keys`.',
  API_KEY_PER_MINUTE: 'Calls per API key and minute (shared through Redis when configured).',
  FEED_CURSOR_DAYS: 'Days a change-feed cursor stays valid; an older one is refused.',
  WEBHOOKS: 'Send the certificate events to the subscribers in the background (decision 0086).',
  WEBHOOK_INTERVAL_MS: 'How often the webhook job looks for new events and due retries.',
  WEBHOOK_TIMEOUT_MS: 'How long a receiver may take to answer one delivery.',
  WEBHOOK_RETRY_HOURS:
    'How long a failing delivery is retried (backing off from 30 s to 1 h) before it goes to the dead-letter list.',
  STORAGE:
    'Where uploaded photos live (decision 0028): `disk` (`$DATA_DIR/uploads`) or `s3`, a bucket every API process shares.',
  S3_ENDPOINT:
    "The store's address for path-style requests (`http://minio:9000`). Unset: AWS S3 in `S3_REGION`.",
  S3_REGION:
    "The bucket's region (the signature's scope; most self-hosted stores accept the default).",
  S3_BUCKET: 'The bucket, created beforehand (required with `STORAGE=s3`).',
  S3_ACCESS_KEY_ID:
    'Access key allowed to put, get and delete objects in the bucket (required with `STORAGE=s3`).',
  S3_SECRET_ACCESS_KEY: 'Its secret (required with `STORAGE=s3`; never logged).',
  FX_API_URL:
    "DolarApi's base URL, asked first for the official dollar price (decision 0022). With `PAYMENT_GATEWAY=sandbox` and `FX_REFRESH` on, a local service in DolarApi's format is asked instead (decision 0064).",
  FX_FALLBACK_API_URL: "pyDolarVenezuela's base URL, asked when DolarApi fails.",
  FX_TIMEOUT_MS: 'How long each price service may take before the next is asked.',
  FX_REFRESH_MINUTES: 'Minutes between reads of the price services.',
  FX_REFRESH: 'Read the price services at start-up and every `FX_REFRESH_MINUTES`.',
  MAP_TILE_URL:
    'Map tiles of Crear operativo (`{z}/{x}/{y}`, optionally `{s}`); their origin is added to the CSP. Without tiles the form keeps the latitude and longitude fields alone.',
  MAP_TILE_ATTRIBUTION: "The tile provider's credit shown on the map, as HTML.",
} as const satisfies Record<EnvVariable, string>;
