import type { LoginKey } from '@aptovial/shared';

/**
 * docs/product/rules.md: e-mail and password are encrypted in the browser before login. Each field
 * is sealed separately with the server's RSA-OAEP (SHA-256) key as the UTF-8 of
 * `{"v": value, "t": epochMillis}`; the timestamp lets the server refuse old replays.
 */

export class CryptoUnavailableError extends Error {
  override readonly name = 'CryptoUnavailableError';
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** base64url without padding, as the server reads it. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function subtleCrypto(): SubtleCrypto {
  // Browsers only offer WebCrypto on secure pages (https or localhost).
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) throw new CryptoUnavailableError('WebCrypto no disponible');
  return subtle;
}

export function importLoginKey(key: LoginKey): Promise<CryptoKey> {
  return subtleCrypto().importKey(
    'spki',
    base64ToBytes(key.spki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
}

export async function sealValue(key: CryptoKey, value: string, now: number): Promise<string> {
  const plain = new TextEncoder().encode(JSON.stringify({ v: value, t: now }));
  const sealed = await subtleCrypto().encrypt({ name: 'RSA-OAEP' }, key, plain);
  return bytesToBase64Url(new Uint8Array(sealed));
}

export type Credentials = { email: string; password: string };

export async function encryptCredentials(
  loginKey: LoginKey,
  { email, password }: Credentials,
  now: () => number = Date.now,
): Promise<Credentials> {
  const key = await importLoginKey(loginKey);
  const [sealedEmail, sealedPassword] = await Promise.all([
    sealValue(key, email, now()),
    sealValue(key, password, now()),
  ]);
  return { email: sealedEmail, password: sealedPassword };
}
