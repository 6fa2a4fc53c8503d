import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url';
import { decodeProofPayload, encodeProofPayload, maskDni, PROOF_VERSION } from './fields';
import { sampleFields } from './testing';

const KID = 'AAECAwQFBgc';

describe('maskDni', () => {
  it.each([
    ['V', '12345678', 'V-12***678'],
    ['E', '123456789', 'E-12****789'],
    ['V', '1234567', 'V-1***567'],
    ['V', '123456', 'V-1***56'],
    ['V', '12345', 'V-1**45'],
    ['V', '1234', 'V-****'],
    ['V', ' 12345678 ', 'V-12***678'],
  ])('%s %s -> %s', (nationality, dni, masked) => {
    expect(maskDni(nationality, dni)).toBe(masked);
  });
});

describe('base64url', () => {
  it('round-trips every byte value and refuses non-canonical spellings', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(fromBase64Url('-_9')).toBeNull(); // same bytes with a stray low bit
    expect(fromBase64Url('-_8=')).toBeNull();
    expect(fromBase64Url('a')).toBeNull();
    expect(fromBase64Url('a+b/')).toBeNull();
  });
});

const encodeJson = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

describe('proof payload', () => {
  it('round-trips kid and fields, accents included', () => {
    const text = encodeProofPayload(KID, sampleFields);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeProofPayload(text)).toEqual({ kid: KID, fields: sampleFields, revision: 1 });
  });

  it('round-trips a corrected certificate as layout 2: the fields, then its revision', () => {
    const text = encodeProofPayload(KID, sampleFields, 3);
    const json = new TextDecoder().decode(fromBase64Url(text) ?? new Uint8Array());
    expect(JSON.parse(json)).toEqual([2, KID, ...Object.values(sampleFields), 3]);
    expect(PROOF_VERSION).toBe(2);
    expect(decodeProofPayload(text)).toEqual({ kid: KID, fields: sampleFields, revision: 3 });
  });

  it('reads a layout-1 payload, as printed before revisions were signed, as revision 1', () => {
    const printed = encodeJson([1, KID, ...Object.values(sampleFields)]);
    expect(decodeProofPayload(printed)).toEqual({ kid: KID, fields: sampleFields, revision: 1 });
    // A certificate never corrected is still written in layout 1, which older verifiers read.
    expect(encodeProofPayload(KID, sampleFields, 1)).toBe(printed);
  });

  it('refuses to encode a revision that is not a positive whole number', () => {
    for (const revision of [0, -1, 1.5]) {
      expect(() => encodeProofPayload(KID, sampleFields, revision)).toThrow();
    }
  });

  it('is a compact array: version, kid, then the fields in a fixed order', () => {
    const text = encodeProofPayload(KID, { ...sampleFields, glasses: null, licenseNumber: null });
    const json = new TextDecoder().decode(fromBase64Url(text) ?? new Uint8Array());
    expect(JSON.parse(json)).toEqual([
      1,
      KID,
      120045,
      'José Ángel',
      'Pérez Núñez',
      'V-12***678',
      '3',
      'Especial',
      ['LENTES', 'DIURNO'],
      null,
      '2025-03-14',
      '2030-03-14',
      'María Fernanda Rodríguez',
      null,
      'VE-L',
    ]);
  });

  it('refuses to encode fields a verifier could not read back', () => {
    expect(() => encodeProofPayload(KID, { ...sampleFields, dueDate: '14/03/2030' })).toThrow();
    expect(() => encodeProofPayload('short', sampleFields)).toThrow();
  });

  it.each([
    ['empty', ''],
    ['not base64url', '***'],
    ['not JSON', toBase64Url(new TextEncoder().encode('{oops'))],
    ['not UTF-8', toBase64Url(new Uint8Array([0xff, 0xfe]))],
    ['an object', encodeJson({ kid: KID })],
    ['an unknown version', encodeJson([3, KID, ...Object.values(sampleFields), 2])],
    ['layout 2 without its revision', encodeJson([2, KID, ...Object.values(sampleFields)])],
    ['layout 2 with a revision 0', encodeJson([2, KID, ...Object.values(sampleFields), 0])],
    ['layout 2 with a text revision', encodeJson([2, KID, ...Object.values(sampleFields), '2'])],
    ['layout 1 with a revision', encodeJson([1, KID, ...Object.values(sampleFields), 2])],
    ['a missing field', encodeJson([1, KID, ...Object.values(sampleFields).slice(1)])],
    ['an extra field', encodeJson([1, KID, ...Object.values(sampleFields), 'x'])],
    ['a bad date', encodeJson([1, KID, ...Object.values({ ...sampleFields, dueDate: 'x' })])],
  ])('decodes %s to null without throwing', (_name, text) => {
    expect(decodeProofPayload(text)).toBeNull();
  });
});
