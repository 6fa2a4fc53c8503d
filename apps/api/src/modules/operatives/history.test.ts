import { apiPaths } from '@aptovial/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../test/xlsx';
import { insertCertificate, insertOperative, insertPayment, type Owner } from './read-testing';
import { operativesKit } from './testing';

const kit = operativesKit();
type Doctor = Awaited<ReturnType<typeof kit.doctor>>;

const history = (token: string | undefined, query = '') =>
  kit.call(token, { method: 'GET', url: `${apiPaths.operativeHistory}${query}` });
const idsOf = (response: { json(): { data: { id: number }[] } }) =>
  response.json().data.map((item) => item.id);

describe('GET /api/operationals/history', () => {
  let own: Doctor;
  let other: Doctor;
  let admin: Doctor;
  const ids = { executed: 0, live: 0, cancelled: 0, pending: 0, others: 0 };

  beforeAll(async () => {
    [own, other, admin] = [await kit.doctor(), await kit.doctor(), await kit.doctor('Admin')];
    const t = kit.t();
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    ids.executed = await insertOperative(t, own, {
      startDate: '2026-05-10',
      endDate: '2026-05-11',
      status: 'Executed',
      total: '3041.00',
      certificates: 2,
      createdAt: at('2026-05-01'),
    });
    ids.live = await insertOperative(t, own, {
      startDate: '2026-06-15',
      status: 'InProgress',
      createdAt: at('2026-06-03'),
    });
    ids.cancelled = await insertOperative(t, own, {
      startDate: '2026-06-01',
      state: 'VE-B',
      municipality: 201,
      status: 'Cancelled',
      createdAt: at('2026-05-20'),
    });
    ids.pending = await insertOperative(t, own, {
      startDate: '2026-07-01',
      createdAt: at('2026-06-10'),
    });
    ids.others = await insertOperative(t, other, { startDate: '2026-06-20' });
    await liveFigures(own, ids.live);
  });

  /**
   * At the live operative: 2 certificates and 3 approved payments of 1520.50 (one charged there
   * and paying a certificate there, counted once); a failed one and another operative's are not.
   */
  async function liveFigures(owner: Owner, operativeId: number) {
    const t = kit.t();
    const both = await insertPayment(t, { operativeId });
    const mobile = await insertPayment(t, { method: 'mobile' });
    await insertPayment(t, { operativeId });
    await insertPayment(t, { operativeId, status: 'failed', paymentReference: null });
    const issuer = { schoolNumberId: owner.schoolNumberId, operativeId };
    await insertCertificate(t, issuer, { paymentId: both });
    await insertCertificate(t, issuer, { paymentId: mobile });
    const elsewhere = await insertPayment(t);
    await insertCertificate(t, { ...issuer, operativeId: null }, { paymentId: elsewhere });
  }

  it("answers a doctor's own operatives, newest start first, with frozen or live figures", async () => {
    const response = await history(own.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: 4, page: 1, limit: 10 });
    expect(idsOf(response)).toEqual([ids.pending, ids.live, ids.cancelled, ids.executed]);
    const byId = new Map(response.json().data.map((item: { id: number }) => [item.id, item]));
    expect(byId.get(ids.executed)).toMatchObject({
      status: 'Executed',
      certificates: 2,
      total: '3041.00',
      municipalityName: 'Libertador',
    });
    expect(byId.get(ids.live)).toMatchObject({ certificates: 2, total: '4561.50' });
    expect(byId.get(ids.pending)).toMatchObject({ certificates: 0, total: '0.00' });
    expect(byId.get(ids.cancelled)).toMatchObject({ state: 'VE-B', municipalityName: 'Anaco' });
    expect(byId.get(ids.live)).toMatchObject({
      created_By: { names: 'Mariana', lastNames: 'Pérez Añez', dni: own.dni },
    });
  });

  it('filters by status, state and start date', async () => {
    const cases: [string, number[]][] = [
      ['?status=Executed', [ids.executed]],
      ['?status=InProgress', [ids.live]],
      ['?state=VE-B', [ids.cancelled]],
      ['?state=VE-A&status=Pending', [ids.pending]],
      ['?date_range=2026-06-01,2026-06-30', [ids.live, ids.cancelled]],
      ['?date_range=,2026-06-01', [ids.cancelled, ids.executed]],
      ['?date_range=2026-06-16,', [ids.pending]],
      ['?date_range=2026-05-11,2026-05-11', []],
    ];
    for (const [query, expected] of cases) {
      const response = await history(own.token, query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      expect(idsOf(response), query).toEqual(expected);
      expect(response.json().total, query).toBe(expected.length);
    }
  });

  it('pages and sorts by each whitelisted column', async () => {
    const second = await history(own.token, '?limit=3&page=2');
    expect(second.json()).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(idsOf(second)).toEqual([ids.executed]);
    const cases: [string, number[]][] = [
      ['?order_direction=asc', [ids.executed, ids.cancelled, ids.live, ids.pending]],
      ['?order_by=createdAt', [ids.pending, ids.live, ids.cancelled, ids.executed]],
      [
        '?order_by=status&order_direction=asc',
        [ids.cancelled, ids.executed, ids.live, ids.pending],
      ],
      ['?order_by=state&order_direction=desc&limit=1', [ids.cancelled]],
    ];
    for (const [query, expected] of cases) {
      expect(idsOf(await history(own.token, query)), query).toEqual(expected);
    }
  });

  it('the Admin sees every operative; another doctor only theirs', async () => {
    const all = await history(admin.token, '?limit=100');
    expect(idsOf(all).sort()).toEqual(Object.values(ids).sort());
    expect(
      idsOf(await history(admin.token, '?state=VE-A&status=Pending&order_by=startDate')),
    ).toEqual([ids.pending, ids.others]);
    expect(idsOf(await history(other.token))).toEqual([ids.others]);
  });

  it('refuses malformed filters with 400 in Spanish', async () => {
    for (const query of [
      '?status=Finalizado',
      '?state=XX',
      '?order_by=price',
      '?limit=0',
      '?limit=101',
      '?date_range=2026-13-01,',
      '?date_range=2026-06-30,2026-06-01',
    ]) {
      const response = await history(own.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBe('VALIDATION_ERROR');
      expect(response.json().message, query).toMatch(/[a-záéíóúñ]/);
    }
    const inverted = await history(own.token, '?date_range=2026-06-30,2026-06-01');
    expect(inverted.json().errors).toEqual([
      { field: 'date_range', message: 'La fecha inicial no puede ser posterior a la final' },
    ]);
  });

  it('401 anonymous; 403 to the college and INTT, the export too', async () => {
    expect((await history(undefined)).statusCode).toBe(401);
    expect((await history(undefined, '/xlsx')).statusCode).toBe(401);
    for (const token of [
      await kit.demo('colegio', 'admin.medicos'),
      await kit.demo('INTT', 'admin.intt'),
    ]) {
      for (const path of ['', '/xlsx']) {
        const response = await history(token, path);
        expect(response.statusCode, path).toBe(403);
        expect(response.json().error).toBe('WRONG_MODULE');
      }
    }
  });

  it('exports the same filters to Excel, in Spanish', async () => {
    const response = await history(own.token, '/xlsx?date_range=2026-06-01,2026-06-30');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/operativos-\d{4}-\d{2}-\d{2}\.xlsx/);
    const [header, ...rows] = await readSheet(response.rawPayload);
    expect(header).toEqual(expect.arrayContaining(['Estatus', 'Municipio', 'Recaudado (Bs)']));
    expect(rows.map((row) => row[0])).toEqual([String(ids.live), String(ids.cancelled)]);
    expect(rows[0]).toEqual(
      expect.arrayContaining(['15/06/2026', 'En progreso', 'Libertador', '1520.50', '4561.50']),
    );
    expect(rows[1]).toEqual(expect.arrayContaining(['Cancelado', 'Suspendido por lluvia']));
  });

  // Last: the Admin's test above counts every operative.
  it("finds one created late on its range's last day; none is created after its first", async () => {
    const late = await kit.doctor();
    const day = { startDate: '2026-04-30', endDate: '2026-04-30', status: 'Executed' } as const;
    // 23:59 in Caracas: still the 30th, the range's last day (the history bounds created_at by it).
    const id = await insertOperative(kit.t(), late, {
      ...day,
      createdAt: new Date('2026-05-01T03:59:00Z'),
    });
    for (const query of ['?date_range=2026-04-30,2026-04-30', '?date_range=,2026-04-30']) {
      expect(idsOf(await history(late.token, query)), query).toEqual([id]);
    }
    // 00:01 on May 1st in Caracas, for an operative starting April 30th: refused by the database.
    await expect(
      insertOperative(kit.t(), late, { ...day, createdAt: new Date('2026-05-01T04:01:00Z') }),
    ).rejects.toMatchObject({ cause: { constraint: 'operatives_created_by_start_ck' } });
  });
});
