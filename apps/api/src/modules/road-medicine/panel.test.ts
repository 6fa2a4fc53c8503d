import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index';
import { DEMO_LOT } from '../../seeds/demo-registers';
import { bearer } from '../../test/auth';
import { type PanelApp, panelApp } from './panel-testing';

const DASHBOARD = '/api/credentialMedic/dashboard';

let p: PanelApp;
const dashboard = async (name: string, query = '') =>
  (await p.read(name, `${DASHBOARD}${query}`)).data;

const ids: Record<string, number> = {};
beforeAll(async () => {
  p = await panelApp();
  const mine = { schoolNumberId: p.doctorNumber };
  ids.today = await p.insertCertificate({ ...mine, expeditionDate: '2026-07-02' });
  ids.first = await p.insertCertificate({
    ...mine,
    expeditionDate: '2026-07-01',
    grade: '3',
    type: 'Renovación',
  });
  ids.monday = await p.insertCertificate({ ...mine, expeditionDate: '2026-06-29' });
  ids.sunday = await p.insertCertificate({ ...mine, expeditionDate: '2026-06-28', grade: '1' });
  // The same number through the college, and another doctor: neither is the doctor's.
  await p.insertCertificate({ ...mine, expeditionDate: '2026-07-02', channel: 'colegio' });
  ids.other = await p.insertCertificate({
    schoolNumberId: p.otherNumber,
    expeditionDate: '2026-07-02',
    state: 'VE-B',
    grade: '4',
  });
});
afterAll(() => p.t.close());

describe('GET /api/credentialMedic/dashboard: who', () => {
  it('answers 401 without a session', async () => {
    const response = await p.t.app.inject({ method: 'GET', url: DASHBOARD });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to a college session', async () => {
    const response = await p.t.app.inject({
      method: 'GET',
      url: DASHBOARD,
      headers: bearer(await p.tokenOf('colegio', 'admin.medicos')),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/módulo/);
  });
});

describe('a doctor’s panel', () => {
  it('counts their own road-medicine certificates by Caracas day, week from Monday and month', async () => {
    const data = await dashboard('director.vial');
    expect(data).toMatchObject({ today: 1, week: 3, month: 2 });
    expect(data.range).toEqual({ from: '2026-07-01', to: '2026-07-02', total: 2 });
    expect(data.byDay).toEqual([
      { key: '2026-07-01', total: 1 },
      { key: '2026-07-02', total: 1 },
    ]);
    expect(data.byType).toEqual([
      { key: 'Primera vez', total: 1 },
      { key: 'Renovación', total: 1 },
    ]);
    expect(data.byGrade).toEqual([
      { key: '2', total: 1 },
      { key: '3', total: 1 },
    ]);
    expect(data.byState).toEqual([]);
  });

  it('answers the lots of their state with the serials used and free', async () => {
    const { lots: own } = await dashboard('director.vial');
    // Five certificates on the VE-A lot, the college's one included: its serials are taken too.
    expect(own).toEqual([
      {
        id: p.lots.a,
        numberTP: DEMO_LOT.numberTP,
        initialNumber: DEMO_LOT.initialNumber,
        finalNumber: DEMO_LOT.finalNumber,
        used: 5,
        free: 995,
      },
    ]);
  });

  it('takes a chosen range, either end defaulting, and refuses one backwards', async () => {
    const week = await dashboard('director.vial', '?date_range=2026-06-28,2026-07-02');
    expect(week.range.total).toBe(4);
    expect(week.byGrade).toEqual([
      { key: '1', total: 1 },
      { key: '2', total: 2 },
      { key: '3', total: 1 },
    ]);
    const open = await dashboard('director.vial', '?date_range=2026-06-29,');
    expect(open.range).toEqual({ from: '2026-06-29', to: '2026-07-02', total: 3 });
    const backwards = await p.t.app.inject({
      method: 'GET',
      url: `${DASHBOARD}?date_range=2026-07-02,2026-07-01`,
      headers: bearer(await p.tokenOf('medicVial', 'director.vial')),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { field: 'date_range', message: 'La fecha inicial no puede ser posterior a la final' },
    ]);
  });
});

describe('the Admin’s panel', () => {
  it('counts every doctor’s road-medicine certificates, by state too, and has no lots', async () => {
    const data = await dashboard('admin.vial');
    expect(data).toMatchObject({ today: 2, week: 4, month: 3 });
    expect(data.range.total).toBe(3);
    expect(data.byState).toEqual([
      { key: 'VE-A', total: 2 },
      { key: 'VE-B', total: 1 },
    ]);
    expect(data.byGrade).toEqual([
      { key: '2', total: 1 },
      { key: '3', total: 1 },
      { key: '4', total: 1 },
    ]);
    expect(data.byDay).toEqual([
      { key: '2026-07-01', total: 1 },
      { key: '2026-07-02', total: 2 },
    ]);
    expect(data.lots).toEqual([]);
  });
});

describe('counts follow the certificates', () => {
  const db = () => p.t.database.db;

  it('moves with an edited grade and date, keeps a disabled one, drops a deleted one', async () => {
    await db()
      .update(certificates)
      .set({ grade: '5' })
      .where(eq(certificates.id, ids.first ?? 0));
    await db()
      .update(certificates)
      .set({ status: false, reason: 'Datos errados' })
      .where(eq(certificates.id, ids.today ?? 0));
    let data = await dashboard('director.vial');
    expect(data.byGrade).toEqual([
      { key: '2', total: 1 },
      { key: '5', total: 1 },
    ]);
    expect(data).toMatchObject({ today: 1, month: 2 });

    await db()
      .update(certificates)
      .set({ expeditionDate: '2026-07-02' })
      .where(eq(certificates.id, ids.monday ?? 0));
    data = await dashboard('director.vial');
    expect(data).toMatchObject({ today: 2, week: 3, month: 3 });

    await db()
      .delete(certificates)
      .where(eq(certificates.id, ids.sunday ?? 0));
    const admin = await dashboard('admin.vial', '?date_range=2026-06-01,2026-07-02');
    expect(admin.range.total).toBe(4);
    const { lots: own } = await dashboard('director.vial');
    expect(own[0]).toMatchObject({ used: 4, free: 996 });
  });

  it('leaves out a certificate moved to the college channel', async () => {
    await db()
      .update(certificates)
      .set({ channel: 'colegio' })
      .where(eq(certificates.id, ids.other ?? 0));
    const data = await dashboard('admin.vial');
    expect(data.byState).toEqual([{ key: 'VE-A', total: 3 }]);
    expect(data.byGrade.find((entry: { key: string }) => entry.key === '4')).toBeUndefined();
  });
});
