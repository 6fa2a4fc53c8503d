import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

/**
 * The bank's field encryption (docs/integrations/mercantil-c2p.md): AES-128-ECB, PKCS#7, no IV, the
 * key being the first 16 bytes of SHA-256 of the secret key; UTF-8 in, standard base64 out. ECB
 * is the bank's choice, not ours: the format leaves none.
 */
export type FieldCipher = {
  encrypt(plaintext: string): string;
  /** The plaintext, or undefined when the text is not this key's ciphertext. */
  decrypt(ciphertext: string): string | undefined;
};

export function createFieldCipher(secretKey: string): FieldCipher {
  const key = createHash('sha256').update(secretKey, 'utf8').digest().subarray(0, 16);
  return {
    encrypt(plaintext) {
      const cipher = createCipheriv('aes-128-ecb', key, null);
      return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
    },
    decrypt(ciphertext) {
      const bytes = Buffer.from(ciphertext, 'base64');
      if (bytes.length === 0 || bytes.length % 16 !== 0) return undefined;
      try {
        const decipher = createDecipheriv('aes-128-ecb', key, null);
        return Buffer.concat([decipher.update(bytes), decipher.final()]).toString('utf8');
      } catch {
        // Bad padding: another key, or not a ciphertext at all.
        return undefined;
      }
    },
  };
}
