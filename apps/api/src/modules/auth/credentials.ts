import { constants, createPrivateKey, createPublicKey, privateDecrypt } from 'node:crypto';
import type { LoginKey } from '@aptovial/shared';
import { z } from 'zod';
import { AppError } from '../../errors';
import { keyId } from '../../keys/server-keys';

/** How old an encrypted credential may be: enough for a slow phone, too short to replay later. */
const MAX_AGE_MS = 5 * 60_000;
const sealedValueSchema = z.object({ v: z.string().max(512), t: z.number() });

/**
 * Decrypts credentials the browser sealed with the published RSA-OAEP (SHA-256) key.
 * Anything that is not such a ciphertext (plaintext included) is refused.
 */
export function createCredentialOpener(privateKeyPem: string, clock: () => Date) {
  const privateKey = createPrivateKey(privateKeyPem);
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const publicKey: LoginKey = {
    kid: keyId(spki),
    algorithm: 'RSA-OAEP-256',
    spki: spki.toString('base64'),
  };

  function open(sealed: string): string {
    let payload: unknown;
    try {
      const plain = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(sealed, 'base64url'),
      );
      payload = JSON.parse(plain.toString('utf8'));
    } catch {
      throw new AppError('CREDENTIALS_NOT_ENCRYPTED');
    }
    const parsed = sealedValueSchema.safeParse(payload);
    if (!parsed.success) throw new AppError('CREDENTIALS_NOT_ENCRYPTED');
    const age = clock().getTime() - parsed.data.t;
    if (age > MAX_AGE_MS || age < -MAX_AGE_MS) throw new AppError('CREDENTIALS_NOT_ENCRYPTED');
    return parsed.data.v;
  }

  return { publicKey, open };
}
export type CredentialOpener = ReturnType<typeof createCredentialOpener>;
