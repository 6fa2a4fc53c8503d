import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index';
import { whereOf } from '../certificates/list/filters';
import { monthPageIdsStatement, monthWalkOf } from '../certificates/list/month-pages';
import { type PanelApp, panelApp } from './panel-testing';

const LIST = '/api/credentialMedic/listCertifields';

let p: PanelApp;
beforeAll(async () => {
  p = await panelApp();
  const vial = { schoolNumberId: p.otherNumber, state: 'VE-B' } as const;
  // Issued in an order unlike their expedition days, so date created and expedition disagree:
  // a later month's certificate may be older than an earlier month's.
  const days = ['2026-02-14', '2025-11-30', '2026-01-01', '2025-12-31', '2026-03-02', '2025-12-01'];
  days.push('2026-01-31', '2025-11-01', '2026-02-01', '2025-12-15', '2026-01-15', '2026-02-28');
  days.push('2024-06-10', '2026-01-01', '2025-12-31', '2026-03-31');
  for (const expeditionDate of days) await p.insertCertificate({ ...vial, expeditionDate });
  // Outside the list: another state, a college certificate of the same state.
  await p.insertCertificate({ schoolNumberId: p.doctorNumber, expeditionDate: '2026-01-10' });
  await p.insertCertificate({ ...vial, expeditionDate: '2026-01-10', channel: 'colegio' });
});
afterAll(() => p.t.close());

/** The page as one ordered read of the certificates would answer it. */
async function expected(from: string, to: string, direction: 'asc' | 'desc', page: number) {
  const order = direction === 'asc' ? asc : desc;
  const rows = await p.t.database.db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.channel, 'medicVial'),
        eq(certificates.state, 'VE-B'),
        gte(certificates.expeditionDate, from),
        lte(certificates.expeditionDate, to),
      ),
    )
    .orderBy(order(certificates.createdAt), order(certificates.id))
    .limit(3)
    .offset((page - 1) * 3);
  return rows.map((row) => row.id);
}

/** Ranges on and inside month ends, across a year's end, one day, and two years and more. */
const RANGES = [
  ['2025-11-01', '2026-03-31'],
  ['2025-11-30', '2026-02-14'],
  ['2025-12-31', '2026-01-01'],
  ['2026-01-01', '2026-01-01'],
  ['2025-12-02', '2026-01-30'],
  ['2024-01-01', '2026-12-31'],
] as const;

describe('a road-medicine state’s list within dates, by date created', () => {
  it('answers the pages one ordered read answers, newest and oldest first', async () => {
    for (const [from, to] of RANGES) {
      for (const direction of ['desc', 'asc'] as const) {
        for (const page of [1, 2, 3]) {
          const query =
            `state=VE-B&date_range=${from},${to}&order_by=createdAt` +
            `&order_direction=${direction}&limit=3&page=${page}`;
          const answer = await p.read('admin.vial', `${LIST}?${query}`);
          const ids = answer.data.map((row: { id: number }) => row.id);
          expect(ids, query).toEqual(await expected(from, to, direction, page));
        }
      }
    }
  });

  it('is read month by month up to two years, a wider range as one list', () => {
    const order = { column: 'createdAt', direction: 'desc' } as const;
    const road = { channel: 'medicVial', state: 'VE-B' } as const;
    const year = { ...road, expeditionFrom: '2025-01-01', expeditionTo: '2025-12-31' };
    expect(monthWalkOf(year, order)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(monthWalkOf({ ...year, expeditionTo: '2026-12-31' }, order)).toBeDefined();
    expect(monthWalkOf({ ...year, expeditionTo: '2027-01-01' }, order)).toBeUndefined();
    // Another order, no state, an open end or another filter: the list's own read.
    expect(monthWalkOf(year, { ...order, column: 'expeditionDate' })).toBeUndefined();
    expect(monthWalkOf({ ...year, state: undefined }, order)).toBeUndefined();
    expect(monthWalkOf({ ...year, expeditionFrom: undefined }, order)).toBeUndefined();
    expect(monthWalkOf({ ...year, grade: '2' }, order)).toBeUndefined();
    expect(monthWalkOf({ ...year, schoolNumberId: p.otherNumber }, order)).toBeUndefined();
    expect(monthWalkOf({ ...year, channel: 'colegio' }, order)).toBeUndefined();
  });

  it('walks certificates_vial_state_month_idx per month, sorting no month', async () => {
    const { db } = p.t.database;
    const filters = {
      channel: 'medicVial',
      state: 'VE-B',
      expeditionFrom: '2025-01-01',
      expeditionTo: '2025-12-31',
    } as const;
    const range = { from: filters.expeditionFrom, to: filters.expeditionTo };
    const statement = monthPageIdsStatement(db, undefined, 'desc', { limit: 10, offset: 0 }, range);
    const query = statement.build(whereOf(db, filters)) as unknown as { toSQL(): { sql: string } };
    const text = query.toSQL().sql;
    const plan = await db.transaction(async (tx) => {
      // A tiny table is cheapest read whole and sorted; forbidding both shows what an index serves.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql.raw(`prepare month_walk_plan as ${text}`));
      const result = (await tx.execute(
        sql.raw(
          "explain execute month_walk_plan('2025-01-01', '2025-12-31', 'VE-B', '2025-01-01', " +
            "'2025-12-31', 10, 10, 0)",
        ),
      )) as unknown as { rows: Record<string, string>[] };
      await tx.execute(sql`deallocate month_walk_plan`);
      return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('certificates_vial_state_month_idx');
  });
});
