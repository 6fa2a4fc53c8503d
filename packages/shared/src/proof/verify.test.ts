import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { keyIdOf } from './keys';
import { createTestKey, sampleFields } from './testing';
import { verifyProof } from './verify';

type TestKey = Awaited<ReturnType<typeof createTestKey>>;
let signer: TestKey;
let proof: string;
beforeAll(async () => {
  signer = await createTestKey();
  proof = await signer.sign(sampleFields);
});

/** The proof with the character at `index` replaced by another base64url character. */
function changeAt(text: string, index: number): string {
  const replacement = text[index] === 'A' ? 'B' : 'A';
  return `${text.slice(0, index)}${replacement}${text.slice(index + 1)}`;
}

describe('keyIdOf', () => {
  it('is the first 8 bytes of SHA-256 of the raw key, base64url', async () => {
    const raw = new Uint8Array(32).fill(7);
    const expected = createHash('sha256').update(raw).digest().subarray(0, 8).toString('base64url');
    expect(await keyIdOf(raw)).toBe(expected);
    expect(expected).toHaveLength(11);
  });
});

describe.each([
  ['WebCrypto', true],
  ['the @noble/ed25519 fallback', false],
])('verifyProof with %s', (_name, webCrypto) => {
  const verify = (text: string, keys = [signer.key]) => verifyProof(text, { keys }, { webCrypto });

  it('accepts a proof signed by a listed key', async () => {
    expect(await verify(proof)).toEqual({
      state: 'valid',
      kid: signer.kid,
      fields: sampleFields,
      revision: 1,
    });
  });

  it('reports the revision a corrected certificate was signed at', async () => {
    expect(await verify(await signer.sign(sampleFields, 4))).toMatchObject({
      state: 'valid',
      revision: 4,
    });
  });

  it('calls a proof forged when its signed revision is changed', async () => {
    const reprint = await signer.sign(sampleFields, 4);
    const [payload = '', signature = ''] = reprint.split('.');
    const tuple = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    for (const revision of [1, 5]) {
      const changed = Buffer.from(JSON.stringify([...tuple.slice(0, -1), revision])).toString(
        'base64url',
      );
      expect(await verify(`${changed}.${signature}`)).toEqual({ state: 'forged' });
    }
    // Dropped to layout 1 (no revision: read as 1) with the same signature: forged too.
    const asLayout1 = Buffer.from(JSON.stringify([1, ...tuple.slice(1, -1)])).toString('base64url');
    expect(await verify(`${asLayout1}.${signature}`)).toEqual({ state: 'forged' });
  });

  it('calls a proof forged when one letter of its payload changes', async () => {
    const payloadLength = proof.indexOf('.');
    expect(await verify(changeAt(proof, payloadLength - 5))).toEqual({ state: 'forged' });
    expect(await verify(changeAt(proof, Math.floor(payloadLength / 2)))).toEqual({
      state: 'forged',
    });
  });

  it('calls a proof forged when one letter of its signature changes', async () => {
    for (const index of [proof.indexOf('.') + 1, proof.length - 10, proof.length - 1]) {
      expect(await verify(changeAt(proof, index))).toEqual({ state: 'forged' });
    }
  });

  it('reports the kid of a key it does not list, without the fields', async () => {
    const other = await createTestKey();
    expect(await verify(await other.sign(sampleFields))).toEqual({
      state: 'unknown-key',
      kid: other.kid,
    });
  });

  it('calls a proof forged when its kid names a listed key that did not sign it', async () => {
    const other = await createTestKey();
    const keys = [{ ...other.key, kid: signer.kid }];
    expect(await verify(proof, keys)).toEqual({ state: 'forged' });
  });

  it('reports a withdrawn key with the fields, never as valid', async () => {
    const keys = [{ ...signer.key, withdrawn: true }];
    expect(await verify(proof, keys)).toEqual({
      state: 'withdrawn',
      kid: signer.kid,
      fields: sampleFields,
      revision: 1,
    });
  });
});

describe('verifyProof on tampered and malformed text', () => {
  it('never reports valid for any single changed letter', async () => {
    for (let index = 0; index < proof.length; index++) {
      if (proof[index] === '.') continue;
      const verdict = await verifyProof(changeAt(proof, index), { keys: [signer.key] });
      // A letter inside the kid may name an unlisted key instead: still never valid.
      expect(['forged', 'unknown-key'], `letter ${index}`).toContain(verdict.state);
    }
  });

  it.each([
    ['empty', ''],
    ['no dot', 'abc'],
    ['two dots', 'a.b.c'],
    ['empty parts', '.'],
    ['bad base64', '***.!!!'],
    ['padding', 'YWJj=.YWJj='],
    ['a short signature', 'YWJj.YWJj'],
  ])('calls %s forged without throwing', async (_name, text) => {
    expect(await verifyProof(text, { keys: [signer.key] })).toEqual({ state: 'forged' });
  });

  it('calls a proof forged when the address names another serial', async () => {
    const keys = { keys: [signer.key] };
    expect(await verifyProof(proof, keys, { serial: sampleFields.serial + 1 })).toEqual({
      state: 'forged',
    });
    expect((await verifyProof(proof, keys, { serial: sampleFields.serial })).state).toBe('valid');
  });
});

describe('a browser without Ed25519 in WebCrypto', () => {
  it('falls back to the library and gives the same verdicts', async () => {
    const notSupported = new DOMException('Unrecognized name', 'NotSupportedError');
    const importKey = vi
      .spyOn(globalThis.crypto.subtle, 'importKey')
      .mockRejectedValue(notSupported);
    try {
      expect((await verifyProof(proof, { keys: [signer.key] })).state).toBe('valid');
      expect((await verifyProof(changeAt(proof, 60), { keys: [signer.key] })).state).toBe('forged');
      expect(importKey).toHaveBeenCalledTimes(1); // remembered: later checks go straight there
    } finally {
      importKey.mockRestore();
    }
  });
});
