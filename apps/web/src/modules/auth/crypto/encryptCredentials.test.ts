import { describe, expect, it, vi } from 'vitest';
import { bytesToBase64Url, CryptoUnavailableError, encryptCredentials } from './encryptCredentials';

describe('encryptCredentials', () => {
  it('writes base64url without padding', () => {
    expect(bytesToBase64Url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(bytesToBase64Url(new Uint8Array([1]))).toBe('AQ');
  });

  it('refuses to send anything when the page has no WebCrypto (plain http)', async () => {
    vi.stubGlobal('crypto', {});
    const key = { kid: 'k', algorithm: 'RSA-OAEP-256' as const, spki: 'AA==' };
    await expect(
      encryptCredentials(key, { email: 'a@b.co', password: 'x' }),
    ).rejects.toBeInstanceOf(CryptoUnavailableError);
    vi.unstubAllGlobals();
  });
});
