import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, gt, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateDayCounts, certificates, EVERY } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { MIGRATIONS_FOLDER } from '../../test/database';
import { tokensFor } from '../users/testing';
import {
  callerOf,
  certificatesApp,
  demoNumberId,
  insertLot,
  insertMedic,
  NOW,
  newCertificate,
} from './testing';

let t: TestApp;
const call = callerOf(() => t);
const INTT = { scope: 'INTT' as const, name: 'funcionario.intt' };
const VIAL = 'director.vial.medicos';

beforeAll(async () => {
  t = await certificatesApp();
  const veB = await insertMedic(t, {});
  await insertLot(t, {
    state: 'VE-B',
    initialNumber: 4_000_001,
    finalNumber: 4_000_100,
    numberTP: 'TP-B',
  });
  // Issued today, then dated back in the table: no one may issue so far back (decision 0048).
  const issued = [
    [VIAL, newCertificate(), ['2025-03-01', '2026-03-01']],
    [VIAL, newCertificate(), ['2025-11-20', '2026-11-20']],
    [VIAL, newCertificate(), ['2026-01-15', '2027-01-15']],
    ['admin.medicos', newCertificate({ serial: 4_000_001, schoolNumberId: veB.id, grade: '4' })],
    [
      'admin.medicos',
      newCertificate({ serial: 4_000_002, schoolNumberId: veB.id }),
      ['2025-06-30', '2026-06-30'],
    ],
  ] as const;
  for (const [who, payload, dates] of issued) {
    const response = await call(who, { method: 'POST', url: '/createCertifields', payload });
    expect(response.statusCode, response.body).toBe(200);
    if (dates === undefined) continue;
    const [expeditionDate, dueDate] = dates;
    await t.database.db
      .update(certificates)
      .set({ expeditionDate, dueDate })
      .where(eq(certificates.id, response.json().data.id));
  }
});
afterAll(() => t.close());

const page = async (who: string | typeof INTT, query: string) => {
  const response = await call(who, { method: 'GET', url: `/?limit=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: unknown[]; total: number };
};

const MIGRATION = '0034_day_counts_every_state.sql';

/** What the counters must hold: each state's days, and every state's (''). */
async function expectCountersOfTheCertificates() {
  const { db } = t.database;
  const { state } = certificates;
  const any = (column: SQLWrapper) => sql<string>`coalesce(${column}, '')`;
  const expedition = sql<string>`${certificates.expeditionDate}::text`;
  const kept = await db
    .select({
      state: certificateDayCounts.state,
      day: sql<string>`${certificateDayCounts.expeditionDate}::text`,
      total: certificateDayCounts.total,
    })
    .from(certificateDayCounts)
    .where(gt(certificateDayCounts.total, 0))
    .orderBy(sql`1, 2`);
  const counted = await db
    .select({ state: any(state), day: expedition, total: sql<number>`count(*)::int` })
    .from(certificates)
    .groupBy(sql`grouping sets ((${state}, ${expedition}), (${expedition}))`)
    .orderBy(sql`1, 2`);
  expect(counted.filter((row) => row.state === '').length).toBeGreaterThan(1);
  expect(kept).toEqual(counted);
}

describe('list totals from the per-day counts', () => {
  it('equal counting the rows for a state and a date range, as filters counted row by row do', async () => {
    const queries = [
      '',
      'state=VE-A',
      'state=VE-B',
      'date_range=2026-01-01,',
      'state=VE-A&date_range=2025-01-01,2025-12-31',
      'date_range=,2025-06-30',
    ];
    for (const query of queries) {
      const { data, total } = await page(INTT, query);
      expect(total, query).toBe(data.length);
      // A grade filter is counted row by row: the grades together give the same total.
      const byGrade = await Promise.all(
        ['1', '2', '3', '4', '5'].map(
          async (grade) => (await page(INTT, `grade=${grade}&${query}`)).total,
        ),
      );
      expect(
        byGrade.reduce((sum, n) => sum + n, 0),
        query,
      ).toBe(total);
    }
    expect((await page(INTT, 'state=VE-A&date_range=2025-01-01,2025-12-31')).total).toBe(2);
    // A VE-A account asking for VE-B: nothing, not VE-B's total.
    expect((await page(VIAL, 'state=VE-B')).total).toBe(0);
  });

  it('stay equal to the certificates after an issue, an edit, a repair and a removal', async () => {
    const issue = await call(VIAL, {
      method: 'POST',
      url: '/createCertifields',
      payload: newCertificate({ expeditionDate: '2026-06-01' }),
    });
    const issued = issue.json().data as { id: number; serial: number };
    const edited = await call(VIAL, {
      method: 'PUT',
      url: '/updatedCertifields',
      payload: { id: issued.id, expeditionDate: '2026-06-12', dueDate: '2031-06-12' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const { db } = t.database;
    await db.delete(certificates).where(sql`${certificates.serial} = ${issued.serial}`);
    // Neither the API nor a person moves a certificate's state, channel or creation; a repair
    // straight in the table would, and the counters follow it.
    await db
      .update(certificates)
      .set({ createdAt: new Date('2025-01-01T03:00:00Z'), state: 'VE-A' })
      .where(sql`${certificates.serial} = 4000002`);
    await db
      .update(certificates)
      .set({ channel: 'medicVial' })
      .where(sql`${certificates.serial} = 4000001`);
    await expectCountersOfTheCertificates();
    // Migration 0034 filled the counters of certificates stored before it: the same rows again.
    const statements = (await readFile(path.join(MIGRATIONS_FOLDER, MIGRATION), 'utf8'))
      .split('--> statement-breakpoint')
      .filter((statement) => statement.trim().startsWith('INSERT INTO "certificate_day_counts"'));
    expect(statements).toHaveLength(1);
    await db.delete(certificateDayCounts).where(eq(certificateDayCounts.state, EVERY));
    for (const statement of statements) await db.execute(sql.raw(statement));
    await expectCountersOfTheCertificates();
  });
});

describe('the medic signed in with their own college number', () => {
  it('tells the web which college number the signed-in medic issues as', async () => {
    const token = await tokensFor(
      () => t,
      () => NOW.getTime(),
    )('colegio', VIAL);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-auth',
      headers: bearer(token),
      payload: { token },
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().user.schoolNumberId).toBe(await demoNumberId(t));
  });
});
