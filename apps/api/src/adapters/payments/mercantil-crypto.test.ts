import { describe, expect, it } from 'vitest';
import { createFieldCipher } from './mercantil-crypto';

describe('the bank field encryption (AES-128-ECB, key = SHA-256(secret)[0..16])', () => {
  // The test vector of docs/integrations/mercantil-c2p.md (OpenSSL aes-128-ecb).
  const cipher = createFieldCipher('A11103402525120190822HB01');

  it('encrypts the known vector exactly', () => {
    expect(cipher.encrypt('V12345678')).toBe('j0wVEESsfTMYA9L/782K3A==');
    expect(cipher.encrypt('584141234567')).toBe('e/h/q+RWA6efK7oqT8hdbg==');
    expect(cipher.encrypt('00001111')).toBe('m250sf3wDkkTSvuyJ/z/Xg==');
  });

  it('decrypts it back, and refuses another key or a non-ciphertext', () => {
    expect(cipher.decrypt('j0wVEESsfTMYA9L/782K3A==')).toBe('V12345678');
    expect(cipher.decrypt('m250sf3wDkkTSvuyJ/z/Xg==')).toBe('00001111');
    const other = createFieldCipher('otra-clave-secreta');
    expect(other.decrypt(cipher.encrypt('584141234567'))).not.toBe('584141234567');
    expect(cipher.decrypt('584141234567')).toBeUndefined();
    expect(cipher.decrypt('')).toBeUndefined();
  });
});
