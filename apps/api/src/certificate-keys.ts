import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from './config';

/**
 * Keys signing the certificates' QR proofs (docs/decisions/0006). The private key is one PEM
 * (CERTIFICATE_SIGNING_KEY or DATA_DIR/keys/certificate-ed25519.pem); every public key ever used
 * is a small JSON record in `config.certificates.keysDir`, so rotated and withdrawn keys stay
 * listed for verifiers after their private halves are gone.
 */
export const CERTIFICATE_KEY_FILE = 'certificate-ed25519.pem';

const recordSchema = z.strictObject({
  kid: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  /** When it began signing (ISO 8601); unknown for a key first seen in the environment. */
  created: z.iso.datetime().optional(),
  /** When a rotation stopped it signing: it signed nothing after this. */
  retired: z.iso.datetime().optional(),
  /** Its private key leaked: what it signed proves nothing any more. */
  withdrawn: z.literal(true).optional(),
});
export type CertificateKeyRecord = z.infer<typeof recordSchema>;
export type CertificateKeys = { signingKeyPem: string; records: CertificateKeyRecord[] };

export function generateCertificateKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** Key id as DESIGN.md section 11 (and keyIdOf in the shared verifier) computes it. */
export function certificateKeyId(x: string): string {
  const raw = Buffer.from(x, 'base64url');
  return createHash('sha256').update(raw).digest().subarray(0, 8).toString('base64url');
}

/** The kid and JWK `x` (raw public key, base64url) of a private key PEM. */
export function publicKeyOf(pem: string): { kid: string; x: string } {
  const jwk = createPublicKey(createPrivateKey(pem)).export({ format: 'jwk' });
  if (jwk.crv !== 'Ed25519' || !jwk.x) throw new Error('La clave de certificados no es Ed25519');
  return { kid: certificateKeyId(jwk.x), x: jwk.x };
}

/** Every record of the folder; a damaged one stops the start rather than vanishing silently. */
export function readKeyRecords(folder: string): CertificateKeyRecord[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(folder, name);
      const parsed = recordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success || certificateKeyId(parsed.data.x) !== parsed.data.kid) {
        throw new Error(`Registro de clave de certificados inválido: ${file}`);
      }
      return parsed.data;
    });
}

export function writeKeyRecord(folder: string, record: CertificateKeyRecord): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${record.kid}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

/** A new signing key with its public record (created now); returns the private PEM. */
export function newCertificateKey(folder: string, now: Date): string {
  const pem = generateCertificateKeyPem();
  writeKeyRecord(folder, { ...publicKeyOf(pem), created: now.toISOString() });
  return pem;
}

function signingKeyFile(config: Config): string {
  return path.join(config.dataDir, 'keys', CERTIFICATE_KEY_FILE);
}

/** The PEM signing now, if any: the environment's, else the one generated under DATA_DIR. */
function currentSigningKey(config: Config): string | undefined {
  const file = signingKeyFile(config);
  return (
    config.certificates.signingKey ?? (existsSync(file) ? readFileSync(file, 'utf8') : undefined)
  );
}

/**
 * Retires the current signing key (its public record stays, with `retired`) and makes a new one.
 * With CERTIFICATE_SIGNING_KEY set the new PEM is only returned, for the operator to set;
 * otherwise it replaces the key file, and the old private key is gone for good.
 */
export function rotateCertificateKey(
  config: Config,
  now: Date,
): { retiredKid: string | undefined; kid: string; pem: string; stored: boolean } {
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
  return { retiredKid, kid: publicKeyOf(pem).kid, pem, stored };
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
