import { describe, expect, it } from 'vitest';
import { LOTS, lotsTestKit } from '../../lots/testing';

// GET /api/certifieldLotes/listCertifields is served here; the lots module says who sees a lot.
const kit = lotsTestKit();
const { call, created, issue } = kit;

describe('listCertifields', () => {
  it('pages the certificates of a lot with the issuing doctor', async () => {
    const lot = await created(60_000, 60_099);
    const other = await created(60_100, 60_199);
    await issue(other, 60_150);
    for (const serial of [60_003, 60_001, 60_002]) await issue(lot, serial);
    const url = (query: string) => `${LOTS}/listCertifields?id=${lot.id}${query}`;
    const first = await call('admin.medicos', { method: 'GET', url: url('&limit=2') });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(body.data.map((row: { serial: number }) => row.serial)).toEqual([60_003, 60_002]);
    expect(body.data[0]).toMatchObject({
      lotId: lot.id,
      numberTP: 'TP-VE-A',
      state: 'VE-A',
      typeCertifields: 'Primera vez',
      status: true,
      createdBy: {
        schoolNumberId: kit.schoolNumberId(),
        schoolNumber: '7788',
        licenseNumber: 'H-7788',
        state: 'VE-A',
        names: 'María José',
        lastNames: 'Pérez Añez',
        dni: '30111222',
      },
      updatedBy: null,
    });
    const second = await call('admin.medicos', {
      method: 'GET',
      url: url('&limit=2&page=2'),
    });
    expect(second.json().data.map((row: { serial: number }) => row.serial)).toEqual([60_001]);
    const ascending = await call('admin.medicos', {
      method: 'GET',
      url: url('&order_by=serial&order_direction=asc'),
    });
    expect(ascending.json().data.map((row: { serial: number }) => row.serial)).toEqual([
      60_001, 60_002, 60_003,
    ]);
    const missing = await call('admin.medicos', {
      method: 'GET',
      url: `${LOTS}/listCertifields?id=999999`,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await call('admin.medicos', {
      method: 'GET',
      url: `${LOTS}/listCertifields?id=x`,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('who may list a lot’s certificates', () => {
  const listOf = (id: number | string, name: string) =>
    call(name, { method: 'GET', url: `${LOTS}/listCertifields?id=${id}` });

  it('shows a President their state’s lots only (another state’s is NOT_FOUND)', async () => {
    const own = await created(61_000, 61_009, 'VE-A');
    const other = await created(61_100, 61_109, 'VE-B');
    await issue(own, 61_001);
    const mine = await listOf(own.id, 'presidente.medicos');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().total).toBe(1);
    const hidden = await listOf(other.id, 'presidente.medicos');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('NOT_FOUND');
  });

  it('refuses the nurse module (403) before reading its input, and calls without a session', async () => {
    const nurse = await listOf('x', 'admin.enfermeras');
    expect(nurse.statusCode).toBe(403);
    expect(nurse.json().error).toBe('FORBIDDEN');
    const anonymous = await kit.app().app.inject({
      method: 'GET',
      url: `${LOTS}/listCertifields?id=1`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
