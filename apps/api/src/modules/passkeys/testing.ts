import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A software authenticator for tests: a P-256 key made with node:crypto, and the very bytes a
 * browser and authenticator send (clientDataJSON, authenticatorData, a 'none' attestation in
 * CBOR, ES256 assertion signatures), so the server's checks run on real WebAuthn answers.
 */

type Cbor = number | string | Uint8Array | CborMap | CborRecord;
interface CborMap extends Map<number | string, Cbor> {}
interface CborRecord {
  [key: string]: Cbor;
}

/** The few CBOR shapes WebAuthn needs: small ints, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Buffer) => data.toString('base64url');

export type Relying = { origin: string; rpId: string };
/** The test app's relying party (testConfig: PUBLIC_URL unset, port 3000). */
export const TEST_RP: Relying = { origin: 'http://localhost:3000', rpId: 'localhost' };

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export function softAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const coseKey = cbor(
    new Map<number | string, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  let counter = 0;

  const authData = (rpId: string, signCount: number, attested: Buffer | undefined) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(signCount);
    const flags = Buffer.from([UP | UV | (attested ? AT : 0)]);
    return Buffer.concat([sha256(rpId), flags, count, attested ?? Buffer.alloc(0)]);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64(credentialId),

    /** navigator.credentials.create()'s answer to `challenge`. */
    register(challenge: string, rp: Relying = TEST_RP) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey]);
      const attestationObject = cbor({
        fmt: 'none',
        attStmt: {},
        authData: authData(rp.rpId, counter, attested),
      });
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', challenge, rp.origin)),
          attestationObject: b64(attestationObject),
          transports: ['internal' as const],
        },
        clientExtensionResults: {},
      };
    },

    /** navigator.credentials.get()'s answer; `signCount` replays an old count (a clone). */
    assert(challenge: string, rp: Relying = TEST_RP, signCount?: number) {
      if (signCount === undefined) counter += 1;
      const data = authData(rp.rpId, signCount ?? counter, undefined);
      const client = clientData('webauthn.get', challenge, rp.origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
