import { decodeSerialDeltas, disabledSerialsResponseSchema } from '@aptovial/shared';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { callerOf, certificatesApp, newCertificate } from '../certificates/testing';

const URL = '/api/verify/disabled-serials';
let t: TestApp;
const call = callerOf(() => t);
const reason = { reason: 'Serial reportado como extraviado' };
const serials = { old: 0, recent: 0, reEnabled: 0, issued: 0, corrected: 0, correctedLongAgo: 0 };

async function issue(): Promise<{ id: number; serial: number }> {
  const payload = newCertificate({ names: 'Rosa Elena', dni: '26111222' });
  const reply = await call('director.vial.medicos', {
    method: 'POST',
    url: '/createCertifields',
    payload,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}
const setStatus = async (action: 'disable' | 'enable', id: number) => {
  const who = action === 'disable' ? 'director.vial.medicos' : 'admin.medicos';
  const url = `/${action}Certifields/${id}`;
  const reply = await call(who, { method: 'PUT', url, payload: reason });
  expect(reply.statusCode, reply.body).toBe(200);
};

/** A name typo corrected by the medic Admin, within the window after issue: one more version. */
const correct = async (id: number, names: string) => {
  const payload = { id, names };
  const reply = await call('admin.medicos', { method: 'PUT', url: '/updatedCertifields', payload });
  expect(reply.statusCode, reply.body).toBe(200);
};

beforeAll(async () => {
  t = await certificatesApp();
  const [old, recent, reEnabled, issued, corrected, correctedLongAgo] = [
    await issue(),
    await issue(),
    await issue(),
    await issue(),
    await issue(),
    await issue(),
  ];
  await correct(corrected.id, 'Rosa Elenaa');
  await correct(corrected.id, 'Rosa Helena');
  await correct(correctedLongAgo.id, 'Rosa Elena María');
  for (const { id } of [old, recent, reEnabled]) await setStatus('disable', id);
  await setStatus('enable', reEnabled.id);
  // Disabled two hours ago: outside a delta asked since an hour ago.
  await t.database.db
    .update(certificates)
    .set({ updatedAt: sql`now() - interval '2 hours'` })
    .where(inArray(certificates.id, [old.id, correctedLongAgo.id]));
  Object.assign(serials, {
    corrected: corrected.serial,
    correctedLongAgo: correctedLongAgo.serial,
    old: old.serial,
    recent: recent.serial,
    reEnabled: reEnabled.serial,
    issued: issued.serial,
  });
});
afterAll(() => t.close());

const get = (query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers });
const read = (body: unknown) => {
  const list = disabledSerialsResponseSchema.parse(body);
  return {
    ...list,
    disabled: decodeSerialDeltas(list.disabled),
    enabled: decodeSerialDeltas(list.enabled),
    corrected: (decodeSerialDeltas(list.corrected.serials) ?? []).map((serial, index) => ({
      serial,
      revision: list.corrected.revisions[index],
    })),
  };
};

describe('GET /api/verify/disabled-serials', () => {
  it('without since: every disabled serial, as gaps, and nothing about the holders', async () => {
    const reply = await get();
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(Object.keys(body).sort()).toEqual(['asOf', 'corrected', 'disabled', 'enabled', 'since']);
    expect(reply.body).not.toMatch(/Rosa|Helena|26111222|extraviado/);
    const list = read(body);
    expect(list.disabled).toEqual([serials.old, serials.recent].sort((a, b) => a - b));
    expect(list.enabled).toEqual([]);
    expect(list.since).toBeNull();
    // The database's clock in whole minutes, no later than now.
    expect(list.asOf).toMatch(/:00\.000Z$/);
    expect(Date.parse(list.asOf)).toBeLessThanOrEqual(Date.now());
  });

  it('since a date: the serials disabled and enabled again after it, not the older ones', async () => {
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const list = read((await get(`?since=${since}`)).json());
    expect(list.since).toBe(since);
    expect(list.disabled).toEqual([serials.recent]);
    // Re-enabled: the phone removes it. A certificate merely issued meanwhile is not sent.
    expect(list.enabled).toEqual([serials.reEnabled]);
    expect(list.enabled).not.toContain(serials.issued);
  });

  it('lists the corrected certificates with their version now, never one only issued', async () => {
    const whole = read((await get()).json());
    expect(whole.corrected).toEqual(
      [
        { serial: serials.corrected, revision: 3 },
        { serial: serials.correctedLongAgo, revision: 2 },
      ].sort((a, b) => a.serial - b.serial),
    );
    // Since an hour ago: the one corrected two hours ago is already on the phone.
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const delta = read((await get(`?since=${since}`)).json());
    expect(delta.corrected).toEqual([{ serial: serials.corrected, revision: 3 }]);
  });

  it('is cacheable: public for a minute, with an ETag answered 304', async () => {
    const first = await get();
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('', { 'if-none-match': etag });
    // asOf changes at the minute: the rare run across it gets a fresh 200.
    expect([200, 304]).toContain(again.statusCode);
    if (again.statusCode === 304) expect(again.body).toBe('');
  });

  it.each([
    ['not a date', '?since=ayer'],
    ['a day without time', '?since=2026-06-15'],
    ['a date in the future', '?since=2999-01-01T00:00:00Z'],
    ['an unknown parameter', '?since=2026-06-15T10:00:00Z&serial=1'],
  ])('refuses %s with 400 and a Spanish message', async (_what, query) => {
    const reply = await get(query);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('VALIDATION_ERROR');
    expect(reply.json().message).toMatch(/[a-záéíóúñ]/);
  });
});

describe('the verify limit on the disabled serials', () => {
  it('counts per address and asks for a proof of work past it (decision 0027)', async () => {
    const limited = await createTestApp({
      rateLimit: { publicPerMinute: 1000, loginPerMinute: 1000, verifyPerMinute: 2 },
    });
    try {
      const ask = () => limited.app.inject({ method: 'GET', url: URL, remoteAddress: '10.9.0.1' });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('CHALLENGE_REQUIRED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
