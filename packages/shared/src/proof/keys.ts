import { z } from 'zod';
import { toBase64Url } from './base64url';
import { keyIdSchema } from './fields';

/**
 * One public key of GET /api/certifields/keys, as a JWK (RFC 8037). `nbf`: the key signs from
 * then on; `exp`: it signed nothing after then (retired by a rotation), in seconds since 1970.
 * `withdrawn`: the private key leaked, so its signatures prove nothing any more.
 */
export const certificateKeySchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  kid: keyIdSchema,
  x: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Clave pública Ed25519 inválida'),
  use: z.literal('sig'),
  alg: z.literal('EdDSA'),
  nbf: z.number().int().optional(),
  exp: z.number().int().optional(),
  withdrawn: z.boolean().optional(),
});
export type CertificateKey = z.infer<typeof certificateKeySchema>;

/** GET /api/certifields/keys: the newest (signing) key first. */
export const certificateKeysResponseSchema = z.object({ keys: z.array(certificateKeySchema) });
export type CertificateKeySet = z.infer<typeof certificateKeysResponseSchema>;

/** Decision 0006: first 8 bytes of SHA-256 of the raw 32-byte public key, base64url. */
export async function keyIdOf(rawPublicKey: Uint8Array): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(rawPublicKey));
  return toBase64Url(new Uint8Array(digest).subarray(0, 8));
}
