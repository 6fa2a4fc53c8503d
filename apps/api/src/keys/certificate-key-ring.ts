import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CertificateKeySet } from '@aptovial/shared';
import type { Config } from '../config';
import {
  type CertificateKeyRecord,
  newCertificateKey,
  publicKeyOf,
  readKeyRecords,
  toJwk,
  writeKeyRecord,
} from './certificate-key-records';
import { readOrCreate } from './secret-file';

/**
 * The one home of the keys signing the certificates' QR proofs (docs/decisions/0006): loading,
 * the key signing now, the public JWK set, rotation and withdrawal. The private key is one PEM
 * (CERTIFICATE_SIGNING_KEY or DATA_DIR/keys/certificate-ed25519.pem); every public key ever used
 * is a record in `config.certificates.keysDir` (certificate-key-records.ts).
 */
export const CERTIFICATE_KEY_FILE = 'certificate-ed25519.pem';

/** The keys as loaded at start-up (tests pass their own). */
export type CertificateKeys = { signingKeyPem: string; records: CertificateKeyRecord[] };

/** What the server signs and publishes with, worked out once from the loaded keys. */
export type CertificateKeyRing = {
  signing: { kid: string; privateKeyPem: string };
  /** GET /api/certifields/keys: the signing key first, then older keys, newest first. */
  keySet: CertificateKeySet;
};

function signingKeyFile(config: Config): string {
  return path.join(config.dataDir, 'keys', CERTIFICATE_KEY_FILE);
}

/** The PEM signing now, if any: the environment's, else the one generated under DATA_DIR. */
export function currentSigningKey(config: Config): string | undefined {
  const file = signingKeyFile(config);
  return (
    config.certificates.signingKey ?? (existsSync(file) ? readFileSync(file, 'utf8') : undefined)
  );
}

/** The environment's key, else DATA_DIR's (generated once, mode 0600), and every public record. */
export function loadCertificateKeys(config: Config): CertificateKeys {
  const { signingKey, keysDir } = config.certificates;
  const signingKeyPem =
    signingKey ??
    readOrCreate(signingKeyFile(config), () => newCertificateKey(keysDir, new Date()));
  return { signingKeyPem, records: readKeyRecords(keysDir) };
}

/**
 * The ring of the loaded keys. Keys are read once at start-up, so a rotation takes effect on
 * restart (keys:rotate says so); a withdrawn signing key stops the start.
 */
export function certificateKeyRing(keys: CertificateKeys): CertificateKeyRing {
  const current = publicKeyOf(keys.signingKeyPem);
  const currentRecord: CertificateKeyRecord =
    keys.records.find((record) => record.kid === current.kid) ?? current;
  if (currentRecord.withdrawn) {
    // Signing on would print certificates that read "firma retirada" from birth.
    throw new Error(`La clave de certificados ${current.kid} fue retirada: ejecute keys:rotate`);
  }
  const older = keys.records
    .filter((record) => record.kid !== current.kid)
    .sort((a, b) => (b.created ?? '').localeCompare(a.created ?? ''));
  return {
    signing: { kid: current.kid, privateKeyPem: keys.signingKeyPem },
    keySet: { keys: [currentRecord, ...older].map(toJwk) },
  };
}

/**
 * Retires the current signing key (its public record stays, with `retired`) and makes a new one.
 * With CERTIFICATE_SIGNING_KEY set the new PEM is only returned, for the operator to set;
 * otherwise it replaces the key file, and the old private key is gone for good.
 */
export function rotateCertificateKey(
  config: Config,
  now: Date,
): {
  retiredKid: string | undefined;
  kid: string;
  pem: string;
  stored: boolean;
  /** Where the public records are (to share with every server). */
  recordsFolder: string;
} {
  const folder = config.certificates.keysDir;
  const file = signingKeyFile(config);
  const currentPem = currentSigningKey(config);
  let retiredKid: string | undefined;
  if (currentPem) {
    const current = publicKeyOf(currentPem);
    const known = readKeyRecords(folder).find((record) => record.kid === current.kid);
    writeKeyRecord(folder, { ...current, ...known, retired: now.toISOString() });
    retiredKid = current.kid;
  }
  const pem = newCertificateKey(folder, now);
  const stored = !config.certificates.signingKey;
  if (stored) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(`${file}.new`, pem, { mode: 0o600 });
    renameSync(`${file}.new`, file); // a crash never leaves half a key
  }
  return { retiredKid, kid: publicKeyOf(pem).kid, pem, stored, recordsFolder: folder };
}

/** Marks a leaked key withdrawn; when it is the one signing, a rotation first replaces it. */
export function withdrawCertificateKey(
  config: Config,
  kid: string,
  now: Date,
): { rotation: ReturnType<typeof rotateCertificateKey> | undefined } {
  const currentPem = currentSigningKey(config);
  const rotation =
    currentPem && publicKeyOf(currentPem).kid === kid
      ? rotateCertificateKey(config, now)
      : undefined;
  const record = readKeyRecords(config.certificates.keysDir).find((item) => item.kid === kid);
  if (!record) throw new Error(`No hay una clave de certificados con kid ${kid}`);
  writeKeyRecord(config.certificates.keysDir, {
    ...record,
    retired: record.retired ?? now.toISOString(),
    withdrawn: true,
  });
  return { rotation };
}
