import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url';
import { decodeProofPayload, encodeProofPayload, maskDni } from './fields';
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

describe('proof payload', () => {
  it('round-trips kid and fields, accents included', () => {
    const text = encodeProofPayload(KID, sampleFields);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeProofPayload(text)).toEqual({ kid: KID, fields: sampleFields });
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

  const encodeJson = (value: unknown) =>
    toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
  it.each([
    ['empty', ''],
    ['not base64url', '***'],
    ['not JSON', toBase64Url(new TextEncoder().encode('{oops'))],
    ['not UTF-8', toBase64Url(new Uint8Array([0xff, 0xfe]))],
    ['an object', encodeJson({ kid: KID })],
    ['an unknown version', encodeJson([2, KID, ...Object.values(sampleFields)])],
    ['a missing field', encodeJson([1, KID, ...Object.values(sampleFields).slice(1)])],
    ['an extra field', encodeJson([1, KID, ...Object.values(sampleFields), 'x'])],
    ['a bad date', encodeJson([1, KID, ...Object.values({ ...sampleFields, dueDate: 'x' })])],
  ])('decodes %s to null without throwing', (_name, text) => {
    expect(decodeProofPayload(text)).toBeNull();
  });
});
