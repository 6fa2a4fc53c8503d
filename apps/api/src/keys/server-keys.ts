import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config';
import { type CertificateKeys, loadCertificateKeys } from './certificate-key-ring';
import { readOrCreate } from './secret-file';

/**
 * Server secrets: taken from the configuration in production; on a local start generated once
 * under DATA_DIR/keys (mode 0600) so restarts keep sessions and the login key valid.
 */
export type ServerKeys = {
  sessionSecret: Buffer;
  loginPrivateKeyPem: string;
  /** Ed25519 key signing the certificates' QR proofs, and the public records of every key. */
  certificates: CertificateKeys;
  /** HMAC key signing the ALTCHA challenges of the public forms (decision 0021). */
  captchaHmacKey: string;
  /** Seals the payer's phone while a charge is pending (AES-256-GCM, decision 0024). */
  paymentSealKey: string;
  /** Hashes API keys, derives webhook secrets, signs feed cursors (decisions 0085, 0086). */
  integrationSecret: string;
};

export function loadServerKeys(config: Config): ServerKeys {
  const folder = path.join(config.dataDir, 'keys');
  const sessionSecret =
    config.sessionSecret ??
    readOrCreate(path.join(folder, 'session-secret'), () => randomBytes(32).toString('base64url'));
  const loginPrivateKeyPem =
    config.loginPrivateKey ??
    readOrCreate(path.join(folder, 'login-rsa.pem'), () => generateLoginKeyPem());
  const captchaHmacKey =
    config.captcha.hmacKey ??
    readOrCreate(path.join(folder, 'altcha-hmac-key'), () => randomBytes(32).toString('base64url'));
  const paymentSealKey =
    config.payments.sealKey ??
    readOrCreate(path.join(folder, 'payment-seal-key'), () =>
      randomBytes(32).toString('base64url'),
    );
  const integrationSecret =
    config.integrations.secret ??
    readOrCreate(path.join(folder, 'api-key-secret'), () => randomBytes(32).toString('base64url'));
  return {
    sessionSecret: Buffer.from(sessionSecret),
    loginPrivateKeyPem,
    certificates: loadCertificateKeys(config),
    captchaHmacKey,
    paymentSealKey,
    integrationSecret,
  };
}

export function generateLoginKeyPem(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** Short stable id of a public key: first 8 bytes of its SHA-256, base64url. */
export function keyId(publicKeyDer: Buffer): string {
  return createHash('sha256').update(publicKeyDer).digest().subarray(0, 8).toString('base64url');
}
