import type { PublicCertificate } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { sampleFields } from '../../../../../../packages/shared/src/proof/testing';
import { decideWithProof, type ProofCheck } from './decide';

// Decision 0038: a QR signed by a withdrawn (leaked) key proves nothing; with signal the live
// record decides, and a still-valid certificate asks for a reprint.

const live: PublicCertificate = { ...sampleFields, status: 'valid', version: 1 };
const leaked: ProofCheck = {
  verdict: { state: 'withdrawn', kid: 'AAAAAAAAAAA', fields: sampleFields, revision: 1 },
  keysFresh: true,
};
const today = '2026-01-10';
const decide = (certificate: PublicCertificate) =>
  decideWithProof(leaked, { kind: 'found', certificate }, today);

describe('a QR of a withdrawn key, with signal', () => {
  it('asks for a reprint of a valid certificate, showing the record, never "signed"', () => {
    expect(decide(live)).toEqual({ outcome: 'withdrawn', shown: live, signed: false });
  });

  it('says disabled or expired as the record does', () => {
    expect(decide({ ...live, status: 'disabled' }).outcome).toBe('disabled');
    expect(decide({ ...live, status: 'expired' }).outcome).toBe('expired');
  });

  it('never asks to reprint data the record does not hold, nor an unknown serial', () => {
    expect(decide({ ...live, names: 'Otro Nombre' })).toEqual({
      outcome: 'mismatch',
      shown: null,
      signed: false,
    });
    expect(decideWithProof(leaked, { kind: 'notFound' }, today).outcome).toBe('notFound');
  });
});

describe('a QR of a withdrawn key, without signal', () => {
  it('says withdrawn with the printed data', () => {
    expect(decideWithProof(leaked, { kind: 'failed', answered: false }, today)).toEqual({
      outcome: 'withdrawn',
      shown: sampleFields,
      signed: false,
    });
  });
});
