import { type CertificateEvent, verifyProof } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { callerOf, newCertificate } from '../certificates/testing';
import { createFeedCursors } from './feed-cursor';
import { createKeySecrets } from './secrets';
import {
  adminCalls,
  COLLEGE_ADMIN,
  createKey,
  INTT_ADMIN,
  integrationsApp,
  plantCertificate,
  plantingSite,
  readFeed,
} from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await integrationsApp();
});
afterAll(() => t.close());
const admin = adminCalls(() => t);
const certificatesCall = callerOf(() => t);
const VIAL = 'director.vial.medicos';
const reader = { name: 'Sistema de licencias', scope: 'certificates:read' };

/**
 * Reads until `count` events came (on a shared PostgreSQL server another database's running
 * transaction holds the feed back for a moment: visible later, never lost), then to the end.
 */
async function readUntil(key: string, cursor: string | undefined, count: number) {
  const events: CertificateEvent[] = [];
  let next = cursor;
  for (let tries = 0; tries < 700; tries += 1) {
    const page = await readAll(key, next);
    events.push(...page.events);
    next = page.cursor;
    if (events.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { events, cursor: next };
}

/** Reads the feed from `cursor` to its end, as a reader that keeps the cursor does. */
async function readAll(key: string, cursor?: string) {
  const events: CertificateEvent[] = [];
  let next = cursor;
  for (;;) {
    const response = await readFeed(t.app, key, next, 50);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { data: CertificateEvent[]; cursor: string };
    events.push(...page.data);
    next = page.cursor;
    if (page.data.length < 50) return { events, cursor: next };
  }
}

describe('the certificate change feed', () => {
  it('gives issue, correction, disable and re-enable in order, each with its version’s proof', async () => {
    const key = (await createKey(admin, INTT_ADMIN, reader)).key;
    const start = await readAll(key);
    const issued = await certificatesCall(VIAL, {
      method: 'POST',
      url: '/createCertifields',
      payload: newCertificate({ serial: 1_000_900 }),
    });
    const { id } = issued.json().data;
    const put = (url: string, payload: object, who = VIAL) =>
      certificatesCall(who, { method: 'PUT', url, payload });
    expect((await put('/updatedCertifields', { id, place: 'Los Teques' })).statusCode).toBe(200);
    expect((await put(`/disableCertifields/${id}`, { reason: 'Datos falsos' })).statusCode).toBe(
      200,
    );
    const enable = await put(`/enableCertifields/${id}`, { reason: 'Verificado' }, 'admin.medicos');
    expect(enable.statusCode).toBe(200);

    const { events, cursor } = await readUntil(key, start.cursor, 4);
    expect(events.map((event) => [event.type, event.version, event.valid])).toEqual([
      ['issued', 1, true],
      ['corrected', 2, true],
      ['disabled', 2, false],
      ['reenabled', 2, true],
    ]);
    const keySet = (await t.app.inject({ method: 'GET', url: '/api/certifields/keys' })).json();
    for (const event of events) {
      expect(event).toMatchObject({ certificateId: id, serial: 1_000_900, state: 'VE-A' });
      const verdict = await verifyProof(event.proof ?? '', keySet.data ?? keySet, {
        serial: 1_000_900,
      });
      expect(verdict).toMatchObject({ state: 'valid', revision: event.version });
    }
    // Read again from the stored cursor: nothing twice.
    expect((await readAll(key, cursor)).events).toEqual([]);
  });

  it('returns each certificate of a bulk write once, in order, and a state key only its state', async () => {
    const key = (await createKey(admin, INTT_ADMIN, reader)).key;
    const veB = (await createKey(admin, COLLEGE_ADMIN, { ...reader, state: 'VE-B' })).key;
    const start = await readAll(key);
    const veBStart = await readAll(veB);
    const site = await plantingSite(t);
    const ids = await t.database.db.transaction(async (tx) => {
      const planted = [];
      for (let serial = 1_000_700; serial < 1_000_760; serial += 1) {
        planted.push(await plantCertificate(tx, site, serial));
      }
      return planted;
    });
    const { events } = await readUntil(key, start.cursor, ids.length);
    expect(events.map((event) => event.certificateId)).toEqual(ids);
    expect(new Set(events.map((event) => event.id)).size).toBe(ids.length);
    expect((await readAll(veB, veBStart.cursor)).events).toEqual([]);
    expect(veBStart.events.every((event) => event.state === 'VE-B')).toBe(true);
  });

  it('refuses a forged cursor and another key’s cursor with a 400 in Spanish', async () => {
    const first = (await createKey(admin, INTT_ADMIN, reader)).key;
    const second = (await createKey(admin, INTT_ADMIN, reader)).key;
    const { cursor } = await readAll(first);
    const [text = '', seal = ''] = cursor.split('.');
    const forged = `${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(text, 'base64url').toString()), i: 1 }),
    ).toString('base64url')}.${seal}`;
    for (const [key, bad] of [
      [first, forged],
      [first, 'nada'],
      [second, cursor],
    ] as const) {
      const response = await readFeed(t.app, key, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field: 'cursor' });
      expect(response.json().errors[0].message).toMatch(/cursor/);
    }
  });
});

describe('feed cursors', () => {
  it('expire after their lifetime', () => {
    let now = new Date('2026-06-15T15:00:00Z');
    const cursors = createFeedCursors(createKeySecrets('x'.repeat(32)), 86_400_000, () => now);
    const cursor = cursors.encode({ xid: '123', id: 7 }, 5);
    expect(cursors.decode(cursor, 5)).toEqual({ xid: '123', id: 7 });
    now = new Date(now.getTime() + 86_400_000 + 2000);
    expect(() => cursors.decode(cursor, 5)).toThrow(/expiró/);
  });
});
