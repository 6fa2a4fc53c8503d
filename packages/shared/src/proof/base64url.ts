/**
 * base64url without padding (RFC 4648 section 5), on btoa/atob so the same code runs in Node 20
 * and the browser (no Buffer). Decoding is strict and canonical: a string that re-encodes
 * differently is refused, so two different proof strings never carry the same signature bytes.
 */
const ALPHABET = /^[A-Za-z0-9_-]*$/;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of a canonical base64url string, or null. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!ALPHABET.test(text) || text.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // Unused low bits of the last character must be zero, or one signature has several spellings.
  return toBase64Url(bytes) === text ? bytes : null;
}
