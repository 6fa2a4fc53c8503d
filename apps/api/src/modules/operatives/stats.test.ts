import { apiPaths } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commissions } from '../../db/schema/index';
import { insertCertificate, insertOperative, insertPayment } from './read-testing';
import { periodsOf } from './stats';
import { operativesKit } from './testing';

describe('periodsOf: the day, its week (Monday to Sunday) and its month', () => {
  it('on a Monday, a Sunday, a month end and a leap February', () => {
    expect(periodsOf('2026-06-15')).toEqual({
      today: '2026-06-15',
      week: { from: '2026-06-15', to: '2026-06-21' },
      month: { from: '2026-06-01', to: '2026-06-30' },
    });
    expect(periodsOf('2026-06-21').week).toEqual({ from: '2026-06-15', to: '2026-06-21' });
    expect(periodsOf('2026-12-31')).toMatchObject({
      week: { from: '2026-12-28', to: '2027-01-03' },
      month: { from: '2026-12-01', to: '2026-12-31' },
    });
    expect(periodsOf('2028-02-10').month).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

const kit = operativesKit();
type Doctor = Awaited<ReturnType<typeof kit.doctor>>;
const get = (token: string | undefined, path: string, query = '') =>
  kit.call(token, { method: 'GET', url: `${path}${query}` });
const stats = (token: string | undefined, query = '') => get(token, apiPaths.operativeStats, query);
const commission = (token: string | undefined, query = '') =>
  get(token, apiPaths.operativeCommission, query);

// NOW is Monday 15 June 2026, 11:00 in Caracas.
let own: Doctor;
let other: Doctor;
let admin: Doctor;
let live = 0;
beforeAll(async () => {
  [own, other, admin] = [await kit.doctor(), await kit.doctor(), await kit.doctor('Admin')];
  const t = kit.t();
  const frozen = (startDate: string, total: string, certificates: number) =>
    insertOperative(t, own, { startDate, status: 'Executed', total, certificates });
  await frozen('2026-06-01', '1000.00', 4);
  await frozen('2026-05-31', '250.50', 1);
  await insertOperative(t, own, { startDate: '2026-06-15' });
  await insertOperative(t, own, { startDate: '2026-06-21', status: 'Rescheduled' });
  await insertOperative(t, own, { startDate: '2026-06-22', status: 'Cancelled' });
  await insertOperative(t, own, { startDate: '2026-07-01' });
  live = await insertOperative(t, own, { startDate: '2026-06-14', status: 'InProgress' });
  const issuer = { schoolNumberId: own.schoolNumberId, operativeId: live };
  for (let n = 0; n < 3; n += 1) await insertCertificate(t, issuer);
  await insertPayment(t, { operativeId: live, amount: '500.00' });
  await insertOperative(t, other, { startDate: '2026-06-15' });
});

describe('GET /api/operationals/myStadist', () => {
  it("counts a doctor's operatives by status and period, with their certificates and money", async () => {
    const response = await stats(own.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      byStatus: { Pending: 2, InProgress: 1, Executed: 2, Cancelled: 1, Rescheduled: 1 },
      today: 1,
      week: 2,
      month: 5,
      inRange: 7,
      certificates: 8,
      collected: '1750.50',
    });
  });

  it('narrows the range figures to the operatives started in date_range', async () => {
    const response = await stats(own.token, '?date_range=2026-06-01,2026-06-30');
    expect(response.json().data).toMatchObject({
      month: 5,
      inRange: 5,
      certificates: 7,
      collected: '1500.00',
    });
    expect((await stats(own.token, '?date_range=2026-08-01,')).json().data).toMatchObject({
      inRange: 0,
      certificates: 0,
      collected: '0.00',
    });
  });

  it('the Admin counts everyone; another doctor only theirs, every status present', async () => {
    const all = (await stats(admin.token)).json().data;
    expect(all).toMatchObject({ today: 2, inRange: 8, byStatus: { Pending: 3 } });
    expect((await stats(other.token)).json().data).toEqual({
      byStatus: { Pending: 1, InProgress: 0, Executed: 0, Cancelled: 0, Rescheduled: 0 },
      today: 1,
      week: 1,
      month: 1,
      inRange: 1,
      certificates: 0,
      collected: '0.00',
    });
  });

  it('refuses bad ranges and other sessions', async () => {
    for (const query of ['?date_range=2026-06-30,2026-06-01', '?date_range=hoy', '?page=2']) {
      const response = await stats(own.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
    expect((await stats(undefined)).statusCode).toBe(401);
    const intt = await stats(await kit.demo('INTT', 'admin.intt'));
    expect(intt.statusCode).toBe(403);
    expect(intt.json().error).toBe('WRONG_MODULE');
  });
});

describe('GET /api/operationals/createCommission', () => {
  const setDollarPrice = (dollarPrice: string) =>
    kit
      .t()
      .database.db.update(commissions)
      .set({ dollarPrice })
      .where(eq(commissions.status, 'active'));
  beforeAll(() => setDollarPrice('36.5432'));

  it('one operative: certificates × the commission, bolívares rounded once', async () => {
    const response = await commission(own.token, `?id=${live}`);
    expect(response.statusCode, response.body).toBe(200);
    // 3 × 5.00 = 15.00 dollars; 15.00 × 36.5432 = 548.148 → 548.15 (not 3 × 182.72 = 548.16).
    expect(response.json().data).toMatchObject({
      certificates: 3,
      commissionDollarGeneral: '5.00',
      dollarPrice: '36.5432',
      owedDollars: '15.00',
      owedBolivares: '548.15',
    });
    expect(response.json().data.rateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("the scope's operatives started in date_range, frozen figures included", async () => {
    const june = (await commission(own.token, '?date_range=2026-06-01,2026-06-30')).json().data;
    // 7 × 5.00 = 35.00; × 36.5432 = 1279.012.
    expect(june).toMatchObject({ certificates: 7, owedDollars: '35.00', owedBolivares: '1279.01' });
    const all = (await commission(own.token)).json().data;
    // 8 × 5.00 = 40.00; × 36.5432 = 1461.728.
    expect(all).toMatchObject({ certificates: 8, owedDollars: '40.00', owedBolivares: '1461.73' });
    expect((await commission(admin.token)).json().data.certificates).toBe(8);
    expect((await commission(other.token)).json().data).toMatchObject({
      certificates: 0,
      owedBolivares: '0.00',
    });
  });

  it("refuses another doctor's operative, unknown ones and bad input", async () => {
    const theirs = await commission(other.token, `?id=${live}`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error).toBe('OPERATIVE_NOT_YOURS');
    expect((await commission(own.token, '?id=999999')).json().error).toBe('OPERATIVE_NOT_FOUND');
    for (const query of ['?id=abc', '?id=0', '?date_range=2026-06-30,2026-06-01', '?color=red']) {
      const response = await commission(own.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
  });

  it('without a commission in force: 404 COMMISSION_NOT_SET', async () => {
    const { db } = kit.t().database;
    await db
      .update(commissions)
      .set({ status: 'inactive' })
      .where(eq(commissions.status, 'active'));
    try {
      const response = await commission(own.token, `?id=${live}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'COMMISSION_NOT_SET',
        message: 'Aún no se ha fijado la comisión en dólares del certificado.',
      });
    } finally {
      const [last] = await db.select({ id: commissions.id }).from(commissions).limit(1);
      if (last)
        await db.update(commissions).set({ status: 'active' }).where(eq(commissions.id, last.id));
    }
  });
});
