import { apiPaths, encodeSerialDeltas } from '@aptovial/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleFields } from '../../../../../../packages/shared/src/proof/testing';
import { stubApi } from '../../../test/apiStub';
import { decideWithProof, type ProofCheck } from '../check/decide';
import { verifyAddressOf } from '../scan/qrAddress';
import {
  applyDisabledAnswer,
  DISABLED_LIST_STORAGE_KEY,
  type DisabledList,
  listsSerial,
  recallDisabledList,
  rememberDisabledList,
} from './disabledList';
import { isListFresh, listAgeKey, listAgeOf } from './listAge';
import { withDisabledList } from './offlineDecision';
import { syncOfflineData } from './sync';

const today = '2026-01-10';
const noSignal = { kind: 'failed', answered: false } as const;
const genuine: ProofCheck = {
  verdict: { state: 'valid', kid: 'AAAAAAAAAAA', fields: sampleFields, revision: 1 },
  keysFresh: false,
};
const list = (
  serials: number[],
  corrected: ReadonlyMap<number, number> | null = new Map(),
): DisabledList => ({ asOf: '2026-01-10T14:00:00.000Z', serials, corrected });
/** Two hours after the list's date: a fresh list. */
const soonAfter = new Date('2026-01-10T16:00:00.000Z');
/**
 * The decision without signal, with the kept list applied as runVerification does, `now` on the
 * phone's clock.
 */
const offline = (
  check: ProofCheck,
  serials: number[] | null,
  corrected = new Map(),
  now = soonAfter,
) =>
  withDisabledList(
    decideWithProof(check, noSignal, today),
    serials === null ? null : list(serials, corrected),
    sampleFields.serial,
    'revision' in check.verdict ? check.verdict.revision : 1,
    now,
  );
/** The serial corrected twice since issue: the list keeps revision 3. */
const correctedTwice = new Map([[sampleFields.serial, 3]]);

describe('checking a QR without signal', () => {
  it('reads a genuine printout not in a fresh list as not listed, its signed data shown', () => {
    const decision = offline(genuine, [sampleFields.serial + 1]);
    expect(decision).toEqual({ outcome: 'notListed', shown: sampleFields, signed: true });
  });

  it('reads it as unconfirmed once the list is 7 days old, and never from a future list', () => {
    const sevenDays = new Date('2026-01-17T14:00:00.000Z');
    expect(offline(genuine, [], new Map(), new Date(sevenDays.getTime() - 1)).outcome).toBe(
      'notListed',
    );
    expect(offline(genuine, [], new Map(), sevenDays).outcome).toBe('offline');
    // A list on a phone whose clock runs behind the server's is of just now, not from the future.
    expect(offline(genuine, [], new Map(), new Date('2026-01-10T13:00:00.000Z')).outcome).toBe(
      'notListed',
    );
    // Listed still reads disabled, whatever the list's age.
    expect(offline(genuine, [sampleFields.serial], new Map(), sevenDays).outcome).toBe('disabled');
  });

  it('keeps an expired printout expired, even when a fresh list does not name it', () => {
    const expired = {
      ...genuine,
      verdict: { ...genuine.verdict, fields: { ...sampleFields, dueDate: '2026-01-01' } },
    } as ProofCheck;
    expect(offline(expired, []).outcome).toBe('expired');
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
      verdict: { state: 'withdrawn', kid: 'AAAAAAAAAAA', fields: sampleFields, revision: 1 },
      keysFresh: false,
    };
    expect(offline(withdrawn, [sampleFields.serial]).outcome).toBe('withdrawn');
  });

  it('calls a printout older than the kept revision superseded, with no data shown', () => {
    expect(offline(genuine, [], correctedTwice)).toEqual({
      outcome: 'superseded',
      shown: null,
      signed: true,
    });
    const expiredOld = {
      ...genuine,
      verdict: { ...genuine.verdict, fields: { ...sampleFields, dueDate: '2026-01-01' } },
    } as ProofCheck;
    expect(offline(expiredOld, [], correctedTwice).outcome).toBe('superseded');
    // Disabled says more than corrected.
    expect(offline(genuine, [sampleFields.serial], correctedTwice).outcome).toBe('disabled');
  });

  it('reads the reprint at the kept revision as a valid signature, not listed', () => {
    const reprint = { ...genuine, verdict: { ...genuine.verdict, revision: 3 } } as ProofCheck;
    expect(offline(reprint, [], correctedTwice)).toEqual({
      outcome: 'notListed',
      shown: sampleFields,
      signed: true,
    });
    // Another serial's correction says nothing about this one.
    expect(offline(genuine, [], new Map([[sampleFields.serial + 1, 2]])).outcome).toBe('notListed');
  });

  it('without a kept list, says only what the signature says', () => {
    expect(offline(genuine, null).outcome).toBe('offline');
  });
});

describe('the kept list of disabled serials', () => {
  beforeEach(() => window.localStorage.clear());

  it('applies a delta: adds the disabled, removes the enabled again, keeps the rest', () => {
    const kept = list(
      [100, 200, 300],
      new Map([
        [100, 2],
        [500, 2],
      ]),
    );
    const answer = {
      asOf: '2026-01-11T08:00:00.000Z',
      since: kept.asOf,
      disabled: encodeSerialDeltas([400, 150]),
      enabled: encodeSerialDeltas([200]),
      corrected: { serials: encodeSerialDeltas([500, 600]), revisions: [3, 2] },
    };
    expect(applyDisabledAnswer(kept, answer)).toEqual({
      asOf: '2026-01-11T08:00:00.000Z',
      serials: [100, 150, 300, 400],
      corrected: new Map([
        [100, 2],
        [500, 3],
        [600, 2],
      ]),
    });
  });

  it('keeps a list without corrections, from before they were sent, until a whole one comes', () => {
    const old = list([100], null);
    const delta = {
      asOf: '2026-01-11T08:00:00.000Z',
      since: old.asOf,
      disabled: [],
      enabled: [],
      corrected: { serials: [7], revisions: [2] },
    };
    // A delta cannot tell what was corrected before it: the list stays without corrections.
    expect(applyDisabledAnswer(old, delta)?.corrected).toBeNull();
    expect(applyDisabledAnswer(old, { ...delta, since: null })?.corrected).toEqual(
      new Map([[7, 2]]),
    );
    expect(
      applyDisabledAnswer(old, { ...delta, corrected: { serials: [7], revisions: [] } }),
    ).toBeNull();
  });

  it('replaces the kept list with a whole one, and ignores an answer that is not a list', () => {
    const whole = {
      asOf: '2026-01-11T08:00:00.000Z',
      since: null,
      disabled: [5, 2],
      enabled: [],
      corrected: { serials: [], revisions: [] },
    };
    expect(applyDisabledAnswer(list([1, 2]), whole)?.serials).toEqual([5, 7]);
    expect(applyDisabledAnswer(list([1]), { error: 'RATE_LIMITED' })).toBeNull();
    expect(applyDisabledAnswer(list([1]), { ...whole, disabled: [3, -1] })).toBeNull();
  });

  it('survives a round trip through localStorage as gaps, and finds serials in it', () => {
    const serials = Array.from({ length: 5000 }, (_, i) => 1_000_001 + i * 3);
    const corrected = new Map([
      [1_000_010, 2],
      [1_000_002, 4],
    ]);
    rememberDisabledList(list(serials, corrected));
    const stored = JSON.parse(window.localStorage.getItem(DISABLED_LIST_STORAGE_KEY) ?? '{}');
    expect(stored.gaps.slice(0, 3)).toEqual([1_000_001, 3, 3]);
    expect(stored.corrected).toEqual({ serials: [1_000_002, 8], revisions: [4, 2] });
    const recalled = recallDisabledList();
    expect(recalled?.serials).toEqual(serials);
    expect(recalled?.corrected).toEqual(corrected);
    expect(recalled && listsSerial(recalled, 1_000_004)).toBe(true);
    expect(recalled && listsSerial(recalled, 1_000_005)).toBe(false);
  });
});

describe('refreshing the kept list with signal', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  const answer = {
    asOf: '2026-01-11T08:00:00.000Z',
    since: null,
    disabled: [],
    enabled: [],
    corrected: { serials: [sampleFields.serial], revisions: [2] },
  };

  it('asks once for the whole list when the kept one has no corrections, then for deltas', async () => {
    window.localStorage.setItem(
      DISABLED_LIST_STORAGE_KEY,
      JSON.stringify({ asOf: '2026-01-10T14:00:00.000Z', gaps: [5] }),
    );
    const calls = stubApi(() => ({ body: answer }));
    const synced = await syncOfflineData(false, new AbortController().signal);
    expect(calls.map((call) => call.url)).toEqual([apiPaths.disabledSerials]);
    expect(synced?.corrected).toEqual(new Map([[sampleFields.serial, 2]]));
    await syncOfflineData(false, new AbortController().signal);
    expect(calls[1]?.url).toBe(
      `${apiPaths.disabledSerials}?since=${encodeURIComponent(answer.asOf)}`,
    );
  });
});

describe('how old the list is', () => {
  it('reads its date in Caracas time and its age in whole hours', () => {
    const asOf = '2026-01-10T14:05:00.000Z';
    const age = listAgeOf(asOf, new Date('2026-01-11T01:50:00Z'));
    expect(age).toEqual({ date: '10/01/2026 10:05', hours: 11, days: 0 });
    expect(listAgeKey(age)).toBe('verify.offlineList.hours');
    expect(listAgeKey(listAgeOf(asOf, new Date('2026-01-10T15:10:00Z')))).toBe(
      'verify.offlineList.oneHour',
    );
    expect(listAgeKey(listAgeOf(asOf, new Date('2026-01-10T14:30:00Z')))).toBe(
      'verify.offlineList.recent',
    );
  });

  it('counts days from two days on, and calls a list of 7 days or more old', () => {
    const asOf = '2026-01-10T14:05:00.000Z';
    const threeDays = listAgeOf(asOf, new Date('2026-01-13T20:00:00Z'));
    expect(threeDays).toEqual({ date: '10/01/2026 10:05', hours: 77, days: 3 });
    expect(listAgeKey(threeDays)).toBe('verify.offlineList.days');
    expect(listAgeKey(listAgeOf(asOf, new Date('2026-01-12T13:00:00Z')))).toBe(
      'verify.offlineList.hours',
    );
    const sevenDays = new Date('2026-01-17T14:05:00Z');
    expect(listAgeKey(listAgeOf(asOf, new Date(sevenDays.getTime() - 60_000)))).toBe(
      'verify.offlineList.days',
    );
    expect(listAgeKey(listAgeOf(asOf, sevenDays))).toBe('verify.offlineList.old');
    expect(isListFresh(asOf, sevenDays)).toBe(false);
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
