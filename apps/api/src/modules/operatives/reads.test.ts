import { apiPaths } from '@aptovial/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCertificate, insertOperative, insertPayment } from './read-testing';
import { operativesKit } from './testing';

const kit = operativesKit();
type Doctor = Awaited<ReturnType<typeof kit.doctor>>;

const get = (token: string | undefined, path: string, id: number | string, query = '') =>
  kit.call(token, { method: 'GET', url: `${path.replace('{id}', String(id))}${query}` });
const details = (token: string | undefined, id: number | string) =>
  get(token, apiPaths.operativeDetails, id);
const counted = (token: string | undefined, id: number | string) =>
  get(token, apiPaths.operativeCertificateCount, id);
const applicants = (token: string | undefined, id: number | string, query = '') =>
  get(token, apiPaths.operativeApplicants, id, query);

let own: Doctor;
let other: Doctor;
let admin: Doctor;
beforeAll(async () => {
  [own, other, admin] = [await kit.doctor(), await kit.doctor(), await kit.doctor('Admin')];
});

describe('GET operationalDetails/{id} and countCertifieldInOperation/{id}', () => {
  let live = 0;
  let executed = 0;
  beforeAll(async () => {
    const t = kit.t();
    live = await insertOperative(t, own, { status: 'InProgress', startDate: '2026-06-15' });
    executed = await insertOperative(t, own, {
      status: 'Executed',
      startDate: '2026-06-01',
      total: '100.00',
      certificates: 7,
    });
    const issuer = { schoolNumberId: own.schoolNumberId, operativeId: live };
    const paid = await insertPayment(t, { amount: '2000.25' });
    await insertCertificate(t, issuer, { paymentId: paid });
    await insertCertificate(t, issuer, { type: 'Renovación' });
    await insertCertificate(t, issuer, { type: 'Renovación' });
    await insertPayment(t, { operativeId: live, status: 'pending', payerPhoneSealed: 'x' });
  });

  it('answers the operative with its live figures, or its frozen ones once executed', async () => {
    const response = await details(own.token, live);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: live,
      status: 'InProgress',
      certificates: 3,
      total: '2000.25',
      price: '1520.50',
      address: { description: 'Plaza Bolívar, frente a la alcaldía', latitude: 10.5061 },
    });
    const frozen = await details(own.token, executed);
    expect(frozen.json().data).toMatchObject({ certificates: 7, total: '100.00' });
  });

  it('counts the certificates issued there, by type', async () => {
    const response = await counted(own.token, live);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      total: 3,
      byType: [
        { type: 'Primera vez', total: 1 },
        { type: 'Renovación', total: 2 },
      ],
      withoutPayment: [],
    });
    expect((await counted(own.token, executed)).json().data).toEqual({
      total: 0,
      byType: [],
      withoutPayment: [],
    });
  });

  it("the Admin reads any; another doctor's is 403; an unknown one 404", async () => {
    expect((await details(admin.token, live)).statusCode).toBe(200);
    expect((await counted(admin.token, live)).json().data.total).toBe(3);
    for (const call of [details, counted]) {
      const theirs = await call(other.token, live);
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json().error).toBe('OPERATIVE_NOT_YOURS');
      const unknown = await call(own.token, 999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        error: 'OPERATIVE_NOT_FOUND',
        message: 'El operativo no existe.',
      });
      expect((await call(own.token, 'abc')).statusCode).toBe(400);
      expect((await call(undefined, live)).statusCode).toBe(401);
      const college = await call(await kit.demo('colegio', 'admin.medicos'), live);
      expect(college.json().error).toBe('WRONG_MODULE');
    }
  });
});

describe('GET applicants/{id}', () => {
  let operative = 0;
  const ids = { open: 0, paid: 0, served: 0, elsewhere: 0, otherTown: 0 };
  let serial = 0;
  beforeAll(async () => {
    const t = kit.t();
    operative = await insertOperative(t, own, { status: 'InProgress', startDate: '2026-06-16' });
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 10, 12, minute));
    ids.open = await kit.request('VE-A', 101, {
      dni: '31000001',
      names: 'Ana Sofía',
      lastNames: 'Zambrano',
      createdAt: at(1),
    });
    const payment = await insertPayment(t, { operativeId: operative });
    ids.paid = await kit.request('VE-A', 101, {
      names: 'José Ángel',
      lastNames: 'Moreno',
      paymentId: payment,
      paidAt: at(30),
      createdAt: at(2),
    });
    const here = await insertCertificate(t, {
      schoolNumberId: own.schoolNumberId,
      operativeId: operative,
    });
    serial = here.serial;
    ids.served = await kit.request('VE-A', 101, {
      lastNames: 'Alvarez',
      certificateId: here.id,
      createdAt: at(3),
    });
    const away = await insertCertificate(t, {
      schoolNumberId: own.schoolNumberId,
      operativeId: null,
    });
    ids.elsewhere = await kit.request('VE-A', 101, { certificateId: away.id, createdAt: at(4) });
    ids.otherTown = await kit.request('VE-B', 201, { createdAt: at(5) });
  });

  const listed = async (query = '', token = own.token) => {
    const response = await applicants(token, operative, query);
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return response.json();
  };

  it("lists its town's open requests and those served there, newest first", async () => {
    const page = await listed();
    expect(page).toMatchObject({ total: 3, page: 1, limit: 10 });
    expect(page.data.map((item: { id: number }) => item.id)).toEqual([
      ids.served,
      ids.paid,
      ids.open,
    ]);
    const [served, paid, open] = page.data;
    expect(served).toMatchObject({ certificateId: expect.any(Number), serial: String(serial) });
    expect(paid).toMatchObject({
      paymentId: expect.any(Number),
      certificateId: null,
      serial: null,
    });
    expect(paid.paidAt).toBe('2026-06-10T12:30:00.000Z');
    expect(open).toMatchObject({ dni: '31000001', paymentId: null, paidAt: null, serial: null });
  });

  it('filters by status (open, paid, served) and by cédula or names', async () => {
    const cases: [string, number[]][] = [
      ['?status=open', [ids.paid, ids.open]],
      ['?status=paid', [ids.paid]],
      ['?status=served', [ids.served]],
      ['?q=31000001', [ids.open]],
      ['?q=3100', [ids.open]],
      ['?q=jose angel', [ids.paid]],
      ['?q=ALVAREZ', [ids.served]],
      ['?q=SOFIA zambrano&status=open', [ids.open]],
      ['?q=100%', []],
    ];
    for (const [query, expected] of cases) {
      const page = await listed(query);
      expect(
        page.data.map((item: { id: number }) => item.id),
        query,
      ).toEqual(expected);
      expect(page.total, query).toBe(expected.length);
    }
  });

  it('pages and sorts by last names', async () => {
    const page = await listed('?order_by=lastNames&order_direction=asc&limit=2&page=2');
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.data.map((item: { id: number }) => item.id)).toEqual([ids.open]);
  });

  it("refuses bad filters, another doctor's operative and unknown ones", async () => {
    for (const query of ['?status=closed', '?limit=500', `?q=${'a'.repeat(121)}`]) {
      const response = await applicants(own.token, operative, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
    expect((await applicants(other.token, operative)).json().error).toBe('OPERATIVE_NOT_YOURS');
    expect((await applicants(own.token, 999_999)).statusCode).toBe(404);
    expect((await listed('', admin.token)).total).toBe(3);
  });
});
