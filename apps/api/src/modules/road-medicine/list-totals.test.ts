import { and, count, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index';
import { type PanelApp, panelApp } from './panel-testing';

const LIST = '/api/credentialMedic/listCertifields';
const PANEL = '/api/credentialMedic/dashboard';

let p: PanelApp;
beforeAll(async () => {
  p = await panelApp();
  const mine = { schoolNumberId: p.doctorNumber };
  const other = { schoolNumberId: p.otherNumber, state: 'VE-B' } as const;
  await p.insertCertificate({ ...mine, expeditionDate: '2026-07-02' });
  await p.insertCertificate({ ...mine, expeditionDate: '2026-07-01', grade: '3' });
  await p.insertCertificate({ ...mine, expeditionDate: '2026-06-28' });
  await p.insertCertificate({ ...mine, expeditionDate: '2026-07-02', channel: 'colegio' });
  await p.insertCertificate({ ...other, expeditionDate: '2026-07-02', grade: '4' });
  await p.insertCertificate({ ...other, expeditionDate: '2026-06-30' });
  // Whole months and parts of months, read from month rows and day rows.
  await p.insertCertificate({ ...mine, expeditionDate: '2026-05-20', grade: '1' });
  await p.insertCertificate({ ...mine, expeditionDate: '2026-04-30', type: 'Renovación' });
  await p.insertCertificate({ ...other, expeditionDate: '2026-05-01' });
  await p.insertCertificate({ ...other, expeditionDate: '2025-12-31' });
});
afterAll(() => p.t.close());

/** Ranges whose ends fall on a month's first or last day, inside months, or are left open. */
const RANGES = [
  ['', ''],
  ['2026-05-01', '2026-06-30'],
  ['2026-04-30', '2026-07-01'],
  ['2026-05-02', '2026-06-29'],
  ['2026-01-01', ''],
  ['', '2026-05-31'],
  ['2026-05-20', '2026-05-20'],
] as const;

describe('the road-medicine list’s total, summed from the day counts', () => {
  /** What the certificates table holds for the filters, counted. */
  async function counted(filters: {
    issuer?: number;
    state?: string;
    grade?: string;
    from?: string;
    to?: string;
  }) {
    const [row] = await p.t.database.db
      .select({ total: count() })
      .from(certificates)
      .where(
        and(
          eq(certificates.channel, 'medicVial'),
          filters.issuer === undefined
            ? undefined
            : eq(certificates.schoolNumberId, filters.issuer),
          filters.state === undefined ? undefined : eq(certificates.state, filters.state),
          filters.grade === undefined ? undefined : eq(certificates.grade, filters.grade),
          filters.from === undefined ? undefined : gte(certificates.expeditionDate, filters.from),
          filters.to === undefined ? undefined : lte(certificates.expeditionDate, filters.to),
        ),
      );
    return row?.total ?? 0;
  }
  const listTotal = async (name: string, query: string) =>
    (await p.read(name, `${LIST}?${query}`)).total;

  it('matches the certificates for a doctor and for the Admin, by state and dates', async () => {
    expect(await listTotal('director.vial', '')).toBe(await counted({ issuer: p.doctorNumber }));
    expect(await listTotal('director.vial', 'date_range=2026-07-01,2026-07-02')).toBe(
      await counted({ issuer: p.doctorNumber, from: '2026-07-01', to: '2026-07-02' }),
    );
    expect(await listTotal('admin.vial', '')).toBe(await counted({}));
    expect(await listTotal('admin.vial', 'state=VE-B&date_range=2026-06-01,')).toBe(
      await counted({ state: 'VE-B', from: '2026-06-01' }),
    );
    // A state for a doctor, or a grade, is counted on the certificates: the same answer.
    expect(await listTotal('director.vial', 'state=VE-A')).toBe(
      await counted({ issuer: p.doctorNumber, state: 'VE-A' }),
    );
    expect(await listTotal('admin.vial', 'grade=2')).toBe(await counted({ grade: '2' }));
  });

  it('sums whole months and parts of months as the certificates count them', async () => {
    for (const [from, to] of RANGES) {
      const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
      const query = `date_range=${from},${to}`;
      expect(await listTotal('admin.vial', query), query).toBe(await counted(range));
      expect(await listTotal('admin.vial', `${query}&state=VE-B`), query).toBe(
        await counted({ ...range, state: 'VE-B' }),
      );
      expect(await listTotal('director.vial', query), query).toBe(
        await counted({ ...range, issuer: p.doctorNumber }),
      );
      if (!from || !to) continue;
      const panel = (await p.read('admin.vial', `${PANEL}?${query}`)).data;
      expect(panel.range.total, query).toBe(await counted(range));
      const grades = panel.byGrade.reduce(
        (sum: number, row: { total: number }) => sum + row.total,
        0,
      );
      expect(grades, query).toBe(panel.range.total);
    }
  });

  it('answers the road-medicine certificates only, a doctor’s own, newest first', async () => {
    const mine = await p.read('director.vial', `${LIST}?order_by=createdAt&order_direction=desc`);
    expect(mine.total).toBe(5);
    expect(mine.data.map((row: { expeditionDate: string }) => row.expeditionDate)).toEqual([
      '2026-04-30',
      '2026-05-20',
      '2026-06-28',
      '2026-07-01',
      '2026-07-02',
    ]);
    const all = await p.read('admin.vial', LIST);
    expect(all.total).toBe(9);
    expect(all.data).toHaveLength(9);
  });
});
