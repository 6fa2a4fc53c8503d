import { apiPaths, fraudKinds } from '@aptovial/shared';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, type Scope } from '../../test/auth';
import { createSeededApp } from '../../test/demo';
import { readSheet } from '../../test/xlsx';
import { tokensFor } from '../users/testing';
import { plantPatterns } from './plant-testing';
import { FRAUD_NOW, watcher } from './testing';

// Decision 0035: every planted pattern is found, no honest look-alike is.
let t: TestApp;
let planted: Awaited<ReturnType<typeof plantPatterns>>;
const token = tokensFor(
  () => t,
  () => FRAUD_NOW.getTime(),
);

const WATCHERS = [
  'admin.medicos@aptovial.test',
  'admin.vial@aptovial.test',
  'presidente.veb@aptovial.test',
  'director.veb@aptovial.test',
];

beforeAll(async () => {
  t = await createSeededApp(() => FRAUD_NOW);
  await watcher(t, 'presidente.veb@aptovial.test', {
    module: 'medic',
    role: 'President',
    state: 'VE-B',
  });
  await watcher(t, 'director.veb@aptovial.test', {
    module: 'INTT',
    role: 'ManagingDirector',
    state: 'VE-B',
  });
  await watcher(
    t,
    'saliente.veb@aptovial.test',
    { module: 'INTT', role: 'ManagingDirector', state: 'VE-B' },
    'inactive',
  );
  planted = await plantPatterns(t);
}, 120_000);
afterAll(() => t.close());

const call = async (
  scope: Scope,
  who: string,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) => {
  const headers = bearer(await token(scope, who));
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
};
const recalc = () => call('colegio', 'admin.medicos', 'POST', apiPaths.fraudRecalc, {});

type Row = { kind: string; school_number_id: number; id: number };
async function signals(): Promise<string[]> {
  const result = (await t.database.db.execute(
    sql`select kind, school_number_id from fraud_signals order by kind, school_number_id`,
  )) as unknown as { rows: Row[] };
  return result.rows.map((row) => `${row.kind}:${row.school_number_id}`);
}
const expected = (extra: string[] = []) =>
  [...planted.planted.map((p) => `${p.kind}:${p.doctor.id}`), ...extra].sort();

async function fraudMails(): Promise<string[]> {
  const result = (await t.database.db.execute(
    sql`select recipient from email_outbox where subject ilike '%señal%' order by recipient`,
  )) as unknown as { rows: { recipient: string }[] };
  return result.rows.map((row) => row.recipient);
}

describe('the detection run', () => {
  it('finds each planted pattern and none of the honest look-alikes', async () => {
    const run = await recalc();
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toMatchObject({ ran: true, since: '2026-05-01T04:00:00.000Z' });
    expect(await signals()).toEqual(expected());
    expect(new Set(planted.planted.map((p) => p.kind))).toEqual(new Set(fraudKinds));
  });

  it('e-mails each watcher once per new signal batch, and a re-run sends nothing', async () => {
    expect(await fraudMails()).toEqual([...WATCHERS].sort());
    const again = await recalc();
    expect(again.json().data).toMatchObject({ inserted: 0, notified: 0 });
    // Two at once: the advisory lock (or the unique index) keeps them from doubling anything.
    await Promise.all([recalc(), recalc()]);
    expect(await fraudMails()).toEqual([...WATCHERS].sort());
    expect(await signals()).toEqual(expected());
  });

  it('follows the thresholds an Admin changes', async () => {
    const put = await call('medicVial', 'admin.vial', 'PUT', apiPaths.fraudThresholds, {
      hourlyMin: 13,
      disabledPercent: 25,
    });
    expect(put.statusCode, put.body).toBe(200);
    await recalc();
    const hourly = `hourlyRate:${planted.hourly.id}`;
    const newlyFound = `disabledShare:${planted.underShare.id}`;
    expect(await signals()).toEqual(expected([newlyFound]).filter((signal) => signal !== hourly));
    // The one new signal: one more e-mail per watcher.
    expect((await fraudMails()).length).toBe(WATCHERS.length * 2);
    const bad = await call('colegio', 'admin.medicos', 'PUT', apiPaths.fraudThresholds, {
      hourlyMin: 0,
    });
    expect(bad.statusCode).toBe(400);
    const read = await call('colegio', 'admin.medicos', 'GET', apiPaths.fraudThresholds);
    expect(read.json().data).toContainEqual(
      expect.objectContaining({ key: 'hourlyMin', value: 13, default: 8 }),
    );
  });
});

describe('the report', () => {
  it('lists, filters and shows one signal with its certificates', async () => {
    const list = await call(
      'colegio',
      'admin.medicos',
      'GET',
      `${apiPaths.fraudSignals}?kind=nightBurst&limit=5`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json();
    expect(page.total).toBe(1);
    const [night] = page.data;
    expect(night.certificateIds).toHaveLength(6);
    const one = await call('INTT', 'director.veb', 'GET', `${apiPaths.fraudSignals}/${night.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.certificates.map((c: { id: number }) => c.id)).toEqual(
      night.certificateIds,
    );
  });

  it('keeps a state-bound reader to their state and refuses other roles', async () => {
    const all = await call('colegio', 'presidente.veb', 'GET', apiPaths.fraudSignals);
    expect(all.json().total).toBeGreaterThan(0);
    const home = await call('colegio', 'presidente.medicos', 'GET', apiPaths.fraudSignals);
    expect(home.json().total).toBe(0);
    const asked = await call(
      'colegio',
      'presidente.medicos',
      'GET',
      `${apiPaths.fraudSignals}?state=VE-B`,
    );
    expect(asked.statusCode).toBe(403);
    const id = all.json().data[0].id;
    const other = await call(
      'colegio',
      'presidente.medicos',
      'GET',
      `${apiPaths.fraudSignals}/${id}`,
    );
    expect(other.statusCode).toBe(403);
    const refused = [
      await call('colegio', 'directiva.medicos', 'GET', apiPaths.fraudSignals),
      await call('INTT', 'funcionario.intt', 'GET', apiPaths.fraudSignals),
      await call('medicVial', 'director.vial', 'GET', apiPaths.fraudSignals),
      await call('colegio', 'presidente.veb', 'PUT', apiPaths.fraudThresholds, { nightMin: 2 }),
      await call('INTT', 'director.veb', 'POST', apiPaths.fraudRecalc, {}),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });

  /** The Admin's list of signals and the Excel export of the same signals, read back. */
  async function listAndSheet() {
    const list = await call(
      'colegio',
      'admin.medicos',
      'GET',
      `${apiPaths.fraudSignals}?limit=100`,
    );
    const xlsx = await call('colegio', 'admin.medicos', 'GET', apiPaths.fraudSignalsXlsx);
    expect(xlsx.statusCode).toBe(200);
    return { list, rows: await readSheet(xlsx.rawPayload) };
  }

  it('exports the rows as a valid xlsx', async () => {
    const { list, rows } = await listAndSheet();
    expect(rows[0]?.[0]).toBe('N.º');
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(
      list.json().data.map((signal: { id: number }) => signal.id),
    );
  });

  it("exports each signal's certificates by their printed serials, not our ids", async () => {
    const { list, rows: sheet } = await listAndSheet();
    const [header = [], ...rows] = sheet;
    const column = header.indexOf('Seriales de los certificados');
    expect(column).toBeGreaterThan(0);
    expect(header).not.toContain('Ids de certificados');
    const exported = new Map(rows.map((row) => [Number(row[0]), row[column] ?? '']));

    // Every row against the database: the serials of its certificates, in the signal's order.
    const signalsRead: { id: number; kind: string; certificateIds: number[] }[] = list.json().data;
    const ids = signalsRead.flatMap((signal) => signal.certificateIds);
    const stored = await t.database.db
      .select({ id: certificates.id, serial: certificates.serial })
      .from(certificates)
      .where(inArray(certificates.id, ids));
    const serialOf = new Map(stored.map((row) => [row.id, row.serial]));
    expect(exported.size).toBe(signalsRead.length);
    for (const signal of signalsRead) {
      const serials = signal.certificateIds.map((id) => serialOf.get(id));
      expect(serials).not.toContain(undefined);
      expect(exported.get(signal.id)).toBe(serials.join(', '));
    }

    // The planted night burst: six certificates on the first six serials of the doctor's lot.
    const night = planted.planted.find((p) => p.kind === 'nightBurst')?.doctor;
    const nightSignal = signalsRead.find((signal) => signal.kind === 'nightBurst');
    const first = night?.lot.first ?? 0;
    expect(exported.get(nightSignal?.id ?? 0)).toBe(
      [0, 1, 2, 3, 4, 5].map((step) => first + step).join(', '),
    );
  });
});
