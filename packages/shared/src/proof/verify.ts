import { fromBase64Url } from './base64url';
import { verifyEd25519 } from './ed25519';
import { type CertificateProofFields, decodeProofPayload } from './fields';
import type { CertificateKeySet } from './keys';

/**
 * valid: signed by a listed key. withdrawn: signed by a key later withdrawn after a leak
 * (decision 0038: "firma retirada, verifique en línea"). unknown-key: a key this set does not list
 * (too old, or a stale offline copy). forged: anything else, including every malformed string.
 * `revision`: the certificate's version it was signed at (decision 0052).
 */
export type ProofVerdict =
  | { state: 'valid'; kid: string; fields: CertificateProofFields; revision: number }
  | { state: 'withdrawn'; kid: string; fields: CertificateProofFields; revision: number }
  | { state: 'unknown-key'; kid: string }
  | { state: 'forged' };

const FORGED: ProofVerdict = { state: 'forged' };

/**
 * Checks `<payload>.<signature>` against a key set with WebCrypto (browser and Node). Never
 * throws on any proof text. `serial`: the one in the page's address; a proof for another
 * certificate is forged, or the live status shown beside it would be some other certificate's.
 */
export async function verifyProof(
  proof: string,
  keySet: CertificateKeySet,
  options: { serial?: number; webCrypto?: boolean } = {},
): Promise<ProofVerdict> {
  const parts = proof.split('.');
  if (parts.length !== 2) return FORGED;
  const [payload = '', signatureText = ''] = parts;
  const signature = fromBase64Url(signatureText);
  const decoded = decodeProofPayload(payload);
  if (!decoded || signature?.length !== 64) return FORGED;
  if (options.serial !== undefined && options.serial !== decoded.fields.serial) return FORGED;

  const { kid, fields, revision } = decoded;
  const key = keySet.keys.find((candidate) => candidate.kid === kid);
  const publicKey = key && fromBase64Url(key.x);
  if (!key || publicKey?.length !== 32) return { state: 'unknown-key', kid };

  // The signature covers the payload's base64url text, so the bytes checked are the bytes read.
  const message = new TextEncoder().encode(payload);
  const signed = await verifyEd25519({ x: key.x, publicKey }, signature, message, options);
  if (!signed) return FORGED;
  return { state: key.withdrawn ? 'withdrawn' : 'valid', kid, fields, revision };
}
