import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../../db/schema/index';
import { bearer } from '../../../test/auth';
import { NOW, type PanelApp, panelApp } from '../../road-medicine/panel-testing';

// Decision 0054: machine clients read a whole certificate list by following `next` as `after`,
// a seek on (key, id) whatever the depth. Keys tie (names differing in case and accents only,
// shared hours, microseconds a Date cannot hold), rows come and go between the reads.
const INTT = '/api/certifields';
const ROAD = '/api/credentialMedic/listCertifields';
const ROWS = 45;
const HOUR = 3_600_000;
const NAMES = ['Pedro', 'pedro', 'Ángel', 'Ana', 'Zoe', 'Ñema'];

let p: PanelApp;
let written = 0;
const insert = () => {
  written += 1;
  return p.insertCertificate({
    schoolNumberId: p.doctorNumber,
    expeditionDate: `2026-05-${String((written % 9) + 1).padStart(2, '0')}`,
    state: written % 4 === 0 ? 'VE-A' : 'VE-B',
    channel: written % 5 === 0 ? 'colegio' : 'medicVial',
    createdAt: new Date(NOW.getTime() - (written % 7) * HOUR),
    dueDate: `2031-0${(written % 3) + 1}-0${(written % 5) + 1}`,
    names: NAMES[written % NAMES.length],
    lastNames: written % 2 === 0 ? 'Núñez' : 'Nuñez',
  });
};

beforeAll(async () => {
  p = await panelApp();
  for (let index = 0; index < ROWS; index += 1) await insert();
  // Microseconds on some: a cursor that kept only milliseconds would skip or repeat these.
  await p.t.database.db.execute(
    sql`update ${certificates} set created_at = created_at + interval '7 microseconds' where id % 3 = 0`,
  );
}, 60_000);
afterAll(() => p.t.close());

type Page = { data: { id: number }[]; next?: string };
const get = async (url: string, token: string) =>
  p.t.app.inject({ method: 'GET', url, headers: bearer(token) });
async function pageAt(url: string, token: string): Promise<Page> {
  const response = await get(url, token);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as Page;
}

const ORDERS = [
  ['createdAt', 'desc'],
  ['createdAt', 'asc'],
  ['serial', 'asc'],
  ['names', 'asc'],
  ['lastNames', 'desc'],
  ['expeditionDate', 'desc'],
  ['dueDate', 'asc'],
] as const;

describe('reading a whole list by its cursor', () => {
  it('neither repeats nor skips a row that existed throughout, while rows are written and removed', async () => {
    const token = await p.tokenOf('INTT', 'funcionario.intt');
    const { db } = p.t.database;
    for (const [column, direction] of ORDERS) {
      const before = (await db.select({ id: certificates.id }).from(certificates)).map(
        (row) => row.id,
      );
      const removed: number[] = [];
      const base = `${INTT}?limit=6&order_by=${column}&order_direction=${direction}`;
      let page = await pageAt(base, token);
      const read = page.data.map((row) => row.id);
      while (page.next !== undefined) {
        // A new row, and one removed (read or not yet), between every two reads.
        await insert();
        const gone = before[(read.length * 7) % before.length];
        if (gone !== undefined && !removed.includes(gone)) {
          removed.push(gone);
          await db.delete(certificates).where(eq(certificates.id, gone));
        }
        page = await pageAt(`${base}&after=${page.next}`, token);
        read.push(...page.data.map((row) => row.id));
      }
      const what = `${column} ${direction}`;
      expect(new Set(read).size, what).toBe(read.length);
      const throughout = before.filter((id) => !removed.includes(id));
      expect(read, what).toEqual(expect.arrayContaining(throughout));
      // In the list's order: the rows still there, sorted by the database, in the order read.
      const by = direction === 'asc' ? asc : desc;
      const sorted = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(inArray(certificates.id, read))
        .orderBy(by(certificates[column]), by(certificates.id));
      expect(
        read.filter((id) => sorted.some((row) => row.id === id)),
        what,
      ).toEqual(sorted.map((row) => row.id));
    }
  });

  it('goes on from a list page into the report and its Excel, newest first', async () => {
    const token = await p.tokenOf('colegio', 'admin.medicos');
    const first = await pageAt(`${INTT}?limit=5&order_by=createdAt&order_direction=desc`, token);
    expect(first.next).toBeDefined();
    const rest = await pageAt(`${INTT}/reports?after=${first.next}`, token);
    const expected = await p.t.database.db
      .select({ id: certificates.id })
      .from(certificates)
      .orderBy(desc(certificates.createdAt), desc(certificates.id))
      .offset(5);
    expect(rest.data.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(rest.next).toBeUndefined();
    const sheet = await get(`${INTT}/reports/xlsx?after=${first.next}`, token);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.headers['x-next-cursor']).toBeUndefined();
  });
});

describe('cursors that are not this list’s', () => {
  const refusedWith = async (url: string, token: string) => {
    const response = await get(url, token);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    const body = response.json() as { error: string; message: string };
    expect(body.error).toBe('VALIDATION_ERROR');
    return body;
  };
  /** `cursor` with fields of its payload replaced, encoded as the API encodes. */
  const forged = (cursor: string, change: Record<string, unknown>) =>
    Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(cursor, 'base64url').toString()), ...change }),
    ).toString('base64url');

  it('are refused with a 400 in Spanish: malformed, forged, of another order, list or filters', async () => {
    const intt = await p.tokenOf('INTT', 'funcionario.intt');
    const road = await p.tokenOf('medicVial', 'admin.vial');
    const list = (query: string) => `${INTT}?limit=4&${query}`;
    const bySerial = (await pageAt(list('order_by=serial&order_direction=asc'), intt)).next;
    const byDay = (await pageAt(list('order_by=expeditionDate&order_direction=asc'), intt)).next;
    const byName = (await pageAt(list('order_by=names&order_direction=asc'), intt)).next;
    const ofVeA = (await pageAt(list('state=VE-A'), intt)).next;
    const ofRoad = (await pageAt(`${ROAD}?limit=4`, road)).next;
    if (!bySerial || !byDay || !byName || !ofVeA || !ofRoad) throw new Error('no cursor');

    const malformed = await refusedWith(list('after=no%20es%20un%20cursor'), intt);
    expect(malformed.message).toMatch(/no son válidos|no es válido/);
    for (const after of [
      Buffer.from('basura').toString('base64url'),
      Buffer.from('{"l":1}').toString('base64url'),
      forged(bySerial, { k: '12; drop table certificates' }),
      forged(bySerial, { i: -3 }),
    ]) {
      const body = await refusedWith(
        list(`order_by=serial&order_direction=asc&after=${after}`),
        intt,
      );
      expect(body.message).toMatch(/cursor|after/i);
    }
    const forgedDay = forged(byDay, { k: '2026-02-30' });
    await refusedWith(list(`order_by=expeditionDate&order_direction=asc&after=${forgedDay}`), intt);
    const forgedName = forged(byName, { k: 'Ana\u0000' });
    await refusedWith(list(`order_by=names&order_direction=asc&after=${forgedName}`), intt);

    const otherOrder = await refusedWith(
      list(`order_by=createdAt&order_direction=desc&after=${bySerial}`),
      intt,
    );
    expect(otherOrder.message).toMatch(/otra lista, otros filtros u otro orden/);
    await refusedWith(list(`order_by=serial&order_direction=desc&after=${bySerial}`), intt);
    await refusedWith(list(`state=VE-B&after=${ofVeA}`), intt);
    await refusedWith(list(`after=${ofRoad}`), intt);
    const both = await refusedWith(list(`page=2&after=${ofVeA}&state=VE-A`), intt);
    expect(both.message).toMatch(/after/);
  });
});
