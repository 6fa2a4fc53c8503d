import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

/** The fraud signals' detection run (decision 0035): on by default, every FRAUD_DETECT_MINUTES. */
export const fraudEnvShape = {
  FRAUD_DETECT: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .default(true),
  FRAUD_DETECT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
};

export type FraudSettings = { detect: boolean; intervalMs: number };

export const readFraudSettings = (vars: {
  FRAUD_DETECT: boolean;
  FRAUD_DETECT_MINUTES: number;
}): FraudSettings => ({
  detect: vars.FRAUD_DETECT,
  intervalMs: vars.FRAUD_DETECT_MINUTES * 60_000,
});

/** Passkeys (decision 0034): the relying party is the host of PUBLIC_URL, its origin the page's. */
export type WebauthnSettings = { rpId: string; origin: string };

/** The WebAuthn relying party of a public address: its host name and its origin. */
export function webauthnOf(publicUrl: string): WebauthnSettings {
  const url = new URL(publicUrl);
  return { rpId: url.hostname, origin: url.origin };
}

/** The certificate signing key must be an Ed25519 private key in PKCS#8 PEM. */
export function isEd25519PrivateKeyPem(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}
