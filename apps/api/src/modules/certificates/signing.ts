import { createPrivateKey, sign } from 'node:crypto';
import {
  type CertificateKey,
  type CertificateKeySet,
  type CertificateProofFields,
  encodeProofPayload,
  verificationUrl,
} from '@aptovial/shared';
import {
  type CertificateKeyRecord,
  type CertificateKeys,
  publicKeyOf,
} from '../../certificate-keys';

export type SignedCertificate = {
  /** `<payload>.<signature>`, both base64url (docs/decisions/0006). */
  proof: string;
  /** What the QR holds: the public verification page with the proof in the fragment. */
  url: string;
  kid: string;
};

export type CertificateSigner = {
  /** The kid of the key signing now. */
  kid: string;
  sign(fields: CertificateProofFields): SignedCertificate;
  /** GET /api/certifields/keys: the signing key first, then older keys, newest first. */
  jwks(): CertificateKeySet;
};

const seconds = (iso: string | undefined) =>
  iso === undefined ? {} : { value: Math.floor(Date.parse(iso) / 1000) };

function toJwk(record: CertificateKeyRecord): CertificateKey {
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

/**
 * Signs certificates' QR proofs with the newest key; the private key never leaves this closure.
 * Keys are read once at start-up, so a rotation takes effect on restart (keys:rotate says so).
 */
export function createCertificateSigner({
  keys,
  publicUrl,
}: {
  keys: CertificateKeys;
  publicUrl: string;
}): CertificateSigner {
  const privateKey = createPrivateKey(keys.signingKeyPem);
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
  const keySet: CertificateKeySet = { keys: [currentRecord, ...older].map(toJwk) };

  return {
    kid: current.kid,
    sign(fields) {
      const payload = encodeProofPayload(current.kid, fields);
      // Ed25519 takes no digest name (null): it hashes internally with SHA-512.
      const signature = sign(null, Buffer.from(payload, 'ascii'), privateKey);
      const proof = `${payload}.${signature.toString('base64url')}`;
      return { proof, url: verificationUrl(publicUrl, fields.serial, proof), kid: current.kid };
    },
    jwks: () => keySet,
  };
}
