import { createPrivateKey, sign } from 'node:crypto';
import { type CertificateProofFields, encodeProofPayload, verificationUrl } from '@aptovial/shared';
import type { CertificateKeyRing } from '../../keys/certificate-key-ring';

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
  /** `revision`: the certificate's version now, so a reprint after a correction says so (0052). */
  sign(fields: CertificateProofFields, revision: number): SignedCertificate;
};

/**
 * Signs certificates' QR proofs with the ring's signing key; the private key never leaves this
 * closure. Which key signs, and which keys are published, is the key ring's (keys/).
 */
export function createCertificateSigner({
  ring,
  publicUrl,
}: {
  ring: CertificateKeyRing;
  publicUrl: string;
}): CertificateSigner {
  const privateKey = createPrivateKey(ring.signing.privateKeyPem);
  const { kid } = ring.signing;

  return {
    kid,
    sign(fields, revision) {
      const payload = encodeProofPayload(kid, fields, revision);
      // Ed25519 takes no digest name (null): it hashes internally with SHA-512.
      const signature = sign(null, Buffer.from(payload, 'ascii'), privateKey);
      const proof = `${payload}.${signature.toString('base64url')}`;
      return { proof, url: verificationUrl(publicUrl, fields.serial, proof), kid };
    },
  };
}
