import { describe, expect, it } from 'vitest';
import { readVerificationLocation, verificationUrl } from './url';

describe('verificationUrl', () => {
  it('puts the serial in the query and the proof in the fragment', () => {
    expect(verificationUrl('https://aptovial.example/', 120045, 'abc.def')).toBe(
      'https://aptovial.example/Buscar-certificado-medicos?serial=120045#abc.def',
    );
  });

  it('is read back by readVerificationLocation', () => {
    const url = new URL(verificationUrl('http://localhost:3000', 7, 'p_a-y.s1g'));
    expect(readVerificationLocation(url.search, url.hash)).toEqual({
      serial: 7,
      proof: 'p_a-y.s1g',
    });
  });
});

describe('readVerificationLocation', () => {
  it.each([
    ['', '', { serial: null, proof: null }],
    ['?serial=12', '#', { serial: 12, proof: null }],
    ['?serial=0', '', { serial: null, proof: null }],
    ['?serial=12abc', '#x', { serial: null, proof: 'x' }],
    ['?serial=-3', '#a.b', { serial: null, proof: 'a.b' }],
    ['?other=1&serial=%2045', '#odd%20proof', { serial: 45, proof: 'odd%20proof' }],
  ])('%s %s', (search, hash, expected) => {
    expect(readVerificationLocation(search, hash)).toEqual(expected);
  });
});
