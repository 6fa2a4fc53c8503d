import type { PublicCertificate } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { sampleFields } from '../../../../../../packages/shared/src/proof/testing';
import { decideWithoutProof, decideWithProof, type ProofCheck, sameCertificate } from './decide';

const live: PublicCertificate = { ...sampleFields, status: 'valid', version: 1 };
const genuine: ProofCheck = {
  verdict: { state: 'valid', kid: 'AAAAAAAAAAA', fields: sampleFields, revision: 1 },
  keysFresh: true,
};
/** The reprint after two corrections: signed at revision 3. */
const reprint: ProofCheck = {
  verdict: { state: 'valid', kid: 'AAAAAAAAAAA', fields: sampleFields, revision: 3 },
  keysFresh: true,
};
const today = '2026-01-10';
const noSignal = { kind: 'failed', answered: false } as const;

describe('verification decisions', () => {
  it('matches a live record that differs only in case, spacing or rule order', () => {
    const typed = { ...live, names: ' josé  ÁNGEL ', rules: ['DIURNO', 'LENTES'] };
    expect(sameCertificate(sampleFields, typed)).toBe(true);
  });

  it.each([
    ['names', { names: 'José Angel' }],
    ['grade', { grade: '4' }],
    ['rules', { rules: ['LENTES'] }],
    ['glasses', { glasses: null }],
    ['expeditionDate', { expeditionDate: '2025-03-15' }],
    ['doctor', { doctor: 'Otro Médico' }],
    ['maskedDni', { maskedDni: 'V-13***678' }],
  ])('never reads valid when the live %s differs', (_field, change) => {
    const decision = decideWithProof(
      genuine,
      { kind: 'found', certificate: { ...live, ...change } },
      today,
    );
    expect(decision.outcome).toBe('mismatch');
    expect(decision.shown).toBeNull();
  });

  it('never reads a proof as signed for a certificate of the replaced system', () => {
    const imported = { ...live, imported: true };
    const decision = decideWithProof(genuine, { kind: 'found', certificate: imported }, today);
    expect(decision).toEqual({ outcome: 'valid', shown: imported, signed: false });
  });

  it('calls a genuine printout superseded when an edit (version above 1) changed its data', () => {
    const edited = { ...live, lastNames: 'Pérez Núñez de Ramos', version: 2 };
    const decision = decideWithProof(genuine, { kind: 'found', certificate: edited }, today);
    expect(decision).toEqual({ outcome: 'superseded', shown: edited, signed: false });
  });

  it('calls a printout of an earlier revision superseded even when its fields equal the record', () => {
    // Corrected and corrected back (A, B, A): the fields match, the revision does not.
    const edited = { ...live, version: 3 };
    const decision = decideWithProof(genuine, { kind: 'found', certificate: edited }, today);
    expect(decision).toEqual({ outcome: 'superseded', shown: edited, signed: false });
  });

  it('reads the reprint at the live version with the same fields valid', () => {
    const edited = { ...live, version: 3 };
    const decision = decideWithProof(reprint, { kind: 'found', certificate: edited }, today);
    expect(decision).toEqual({ outcome: 'valid', shown: sampleFields, signed: true });
  });

  it('calls an earlier revision superseded under a withdrawn key too, with the newer data', () => {
    const withdrawn: ProofCheck = {
      verdict: { ...genuine.verdict, state: 'withdrawn' } as ProofCheck['verdict'],
      keysFresh: true,
    };
    const edited = { ...live, version: 2 };
    const decision = decideWithProof(withdrawn, { kind: 'found', certificate: edited }, today);
    expect(decision).toEqual({ outcome: 'superseded', shown: edited, signed: false });
  });

  it('reads a printed due date already past as expired without signal', () => {
    const old = { ...sampleFields, dueDate: '2026-01-09' };
    const check: ProofCheck = {
      ...genuine,
      verdict: { ...genuine.verdict, fields: old } as ProofCheck['verdict'],
    };
    expect(decideWithProof(check, noSignal, today).outcome).toBe('expired');
    expect(decideWithProof(genuine, noSignal, today).outcome).toBe('offline');
  });

  it('calls an unknown key forged online, unverifiable with a kept key set', () => {
    const unknown = { state: 'unknown-key', kid: 'AAAAAAAAAAA' } as const;
    const found = { kind: 'found', certificate: live } as const;
    expect(decideWithProof({ verdict: unknown, keysFresh: true }, found, today).outcome).toBe(
      'forged',
    );
    expect(decideWithProof({ verdict: unknown, keysFresh: false }, found, today).outcome).toBe(
      'unverifiable',
    );
  });

  it('maps a search without proof to the live status or its failure', () => {
    expect(
      decideWithoutProof({ kind: 'found', certificate: { ...live, status: 'disabled' } }),
    ).toEqual({
      outcome: 'disabled',
      shown: { ...live, status: 'disabled' },
      signed: false,
    });
    expect(decideWithoutProof({ kind: 'notFound' }).outcome).toBe('notFound');
    expect(decideWithoutProof({ kind: 'rateLimited' }).outcome).toBe('rateLimited');
    expect(decideWithoutProof(noSignal).outcome).toBe('serialOffline');
    // The server answered, with an error: the connection is not what failed.
    expect(decideWithoutProof({ kind: 'failed', answered: true }).outcome).toBe('networkError');
  });
});
