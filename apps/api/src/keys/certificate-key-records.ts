import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CertificateKey } from '@aptovial/shared';
import { z } from 'zod';

/**
 * The public record of a certificate key: one small JSON file (`<kid>.json`) per key ever used,
 * so rotated and withdrawn keys stay listed for verifiers after their private halves are gone.
 */
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

export function generateCertificateKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** Key id as decision 0006 (and keyIdOf in the shared verifier) computes it. */
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

const seconds = (iso: string | undefined) =>
  iso === undefined ? {} : { value: Math.floor(Date.parse(iso) / 1000) };

/** A record as the JWK that GET /api/certifields/keys publishes (nbf/exp from its dates). */
export function toJwk(record: CertificateKeyRecord): CertificateKey {
  const nbf = seconds(record.created);
  const exp = seconds(record.retired);
  return {
    kty: 'OKP',
    crv: 'Ed25519',
    kid: record.kid,
    x: record.x,
    use: 'sig',
    alg: 'EdDSA',
    ...('value' in nbf && { nbf: nbf.value }),
    ...('value' in exp && { exp: exp.value }),
    ...(record.withdrawn && { withdrawn: true }),
  };
}
