/**
 * Ed25519 verification through WebCrypto (Node 20, Chrome 137+, Firefox 129+, Safari 17+); where
 * the browser lacks the algorithm, @noble/ed25519 (pure JS, audited) is loaded on first need, so
 * browsers that have it never download it.
 */
let webCryptoLacksEd25519 = false;

async function verifyWithWebCrypto(
  x: string,
  signature: Uint8Array,
  message: Uint8Array,
): Promise<boolean> {
  const { subtle } = globalThis.crypto;
  const key = await subtle.importKey(
    'jwk',
    { kty: 'OKP', crv: 'Ed25519', x },
    { name: 'Ed25519' },
    false,
    ['verify'],
  );
  return subtle.verify(
    { name: 'Ed25519' },
    key,
    new Uint8Array(signature),
    new Uint8Array(message),
  );
}

async function verifyWithLibrary(
  publicKey: Uint8Array,
  signature: Uint8Array,
  message: Uint8Array,
): Promise<boolean> {
  const ed = await import('@noble/ed25519');
  try {
    // RFC 8032 rules (not ZIP-215), as WebCrypto applies them: both paths agree on every input.
    return await ed.verifyAsync(signature, message, publicKey, { zip215: false });
  } catch {
    return false; // a public key that is not a curve point verifies nothing
  }
}

/**
 * Whether `signature` is `x`'s signature of `message` (x: the JWK's base64url public key, and
 * publicKey its 32 bytes). Throws only when this environment has no WebCrypto at all (an http://
 * page that is not localhost): that is no verdict on the certificate.
 */
export async function verifyEd25519(
  key: { x: string; publicKey: Uint8Array },
  signature: Uint8Array,
  message: Uint8Array,
  options: { webCrypto?: boolean } = {},
): Promise<boolean> {
  if (!globalThis.crypto?.subtle)
    throw new Error('WebCrypto no disponible: abra la página con https');
  if (options.webCrypto !== false && !webCryptoLacksEd25519) {
    try {
      return await verifyWithWebCrypto(key.x, signature, message);
    } catch (error) {
      // Any other error (a key WebCrypto refuses, an odd older browser): the library decides.
      if (error instanceof Error && error.name === 'NotSupportedError')
        webCryptoLacksEd25519 = true;
    }
  }
  return verifyWithLibrary(key.publicKey, signature, message);
}
