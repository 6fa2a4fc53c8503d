import { encodeSerialDeltas } from '@aptovial/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleFields } from '../../../../../../packages/shared/src/proof/testing';
import { decideWithProof, type ProofCheck } from '../check/decide';
import { verifyAddressOf } from '../scan/qrAddress';
import {
  applyDisabledAnswer,
  DISABLED_LIST_STORAGE_KEY,
  listsSerial,
  recallDisabledList,
  rememberDisabledList,
} from './disabledList';
import { listAgeKey, listAgeOf } from './listAge';
import { withDisabledList } from './offlineDecision';

const today = '2026-01-10';
const noSignal = { kind: 'failed' } as const;
const genuine: ProofCheck = {
  verdict: { state: 'valid', kid: 'AAAAAAAAAAA', fields: sampleFields },
  keysFresh: false,
};
const list = (serials: number[]) => ({ asOf: '2026-01-10T14:00:00.000Z', serials });
/** The decision without signal, with the kept list applied as runVerification does. */
const offline = (check: ProofCheck, serials: number[] | null) =>
  withDisabledList(
    decideWithProof(check, noSignal, today),
    serials === null ? null : list(serials),
    sampleFields.serial,
  );

describe('checking a QR without signal', () => {
  it('reads a genuine printout not in the list as a valid signature, status unconfirmed', () => {
    const decision = offline(genuine, [sampleFields.serial + 1]);
    expect(decision).toEqual({ outcome: 'offline', shown: sampleFields, signed: true });
  });

  it('reads a genuine printout in the list as disabled, its signed data still shown', () => {
    const decision = offline(genuine, [1, sampleFields.serial, sampleFields.serial + 7]);
    expect(decision).toEqual({ outcome: 'disabled', shown: sampleFields, signed: true });
  });

  it('keeps a forged printout forged, even when its serial is in the list', () => {
    const forged: ProofCheck = { verdict: { state: 'forged' }, keysFresh: false };
    expect(offline(forged, [sampleFields.serial]).outcome).toBe('forged');
    expect(offline(forged, null).outcome).toBe('forged');
  });

  it('asks for a reprint when a withdrawn key signed it, never calling it forged', () => {
    const withdrawn: ProofCheck = {
      verdict: { state: 'withdrawn', kid: 'AAAAAAAAAAA', fields: sampleFields },
      keysFresh: false,
    };
    expect(offline(withdrawn, [sampleFields.serial]).outcome).toBe('withdrawn');
  });

  it('without a kept list, says only what the signature says', () => {
    expect(offline(genuine, null).outcome).toBe('offline');
  });
});

describe('the kept list of disabled serials', () => {
  beforeEach(() => window.localStorage.clear());

  it('applies a delta: adds the disabled, removes the enabled again, keeps the rest', () => {
    const kept = list([100, 200, 300]);
    const answer = {
      asOf: '2026-01-11T08:00:00.000Z',
      since: kept.asOf,
      disabled: encodeSerialDeltas([400, 150]),
      enabled: encodeSerialDeltas([200]),
    };
    expect(applyDisabledAnswer(kept, answer)).toEqual({
      asOf: '2026-01-11T08:00:00.000Z',
      serials: [100, 150, 300, 400],
    });
  });

  it('replaces the kept list with a whole one, and ignores an answer that is not a list', () => {
    const whole = { asOf: '2026-01-11T08:00:00.000Z', since: null, disabled: [5, 2], enabled: [] };
    expect(applyDisabledAnswer(list([1, 2]), whole)?.serials).toEqual([5, 7]);
    expect(applyDisabledAnswer(list([1]), { error: 'RATE_LIMITED' })).toBeNull();
    expect(applyDisabledAnswer(list([1]), { ...whole, disabled: [3, -1] })).toBeNull();
  });

  it('survives a round trip through localStorage as gaps, and finds serials in it', () => {
    const serials = Array.from({ length: 5000 }, (_, i) => 1_000_001 + i * 3);
    rememberDisabledList(list(serials));
    const stored = JSON.parse(window.localStorage.getItem(DISABLED_LIST_STORAGE_KEY) ?? '{}');
    expect(stored.gaps.slice(0, 3)).toEqual([1_000_001, 3, 3]);
    const recalled = recallDisabledList();
    expect(recalled?.serials).toEqual(serials);
    expect(recalled && listsSerial(recalled, 1_000_004)).toBe(true);
    expect(recalled && listsSerial(recalled, 1_000_005)).toBe(false);
  });
});

describe('how old the list is', () => {
  it('reads its date in Caracas time and its age in whole hours', () => {
    const asOf = '2026-01-10T14:05:00.000Z';
    const age = listAgeOf(asOf, new Date('2026-01-11T01:50:00Z'));
    expect(age).toEqual({ date: '10/01/2026 10:05', hours: 11 });
    expect(listAgeKey(age)).toBe('verify.offlineList.hours');
    expect(listAgeKey(listAgeOf(asOf, new Date('2026-01-10T15:10:00Z')))).toBe(
      'verify.offlineList.oneHour',
    );
    expect(listAgeKey(listAgeOf(asOf, new Date('2026-01-10T14:30:00Z')))).toBe(
      'verify.offlineList.recent',
    );
  });
});

describe('a scanned QR', () => {
  it('opens a certificate address on this app, whatever host printed it', () => {
    expect(
      verifyAddressOf('https://aptovial.gob.ve/Buscar-certificado-medicos?serial=12#a.b'),
    ).toBe('/Buscar-certificado-medicos?serial=12#a.b');
    expect(verifyAddressOf('https://evil.example/robar?serial=12#a.b')).toBeNull();
    expect(verifyAddressOf('javascript:alert(1)')).toBeNull();
    expect(verifyAddressOf('https://x/Buscar-certificado-medicos?serial=abc')).toBeNull();
  });
});
