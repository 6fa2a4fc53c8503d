import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index';
import { mobileKit, PRICE } from './testing';

const kit = mobileKit();

const summary = (token: string | undefined, query = '') =>
  kit.call(token, { method: 'GET', url: `/api/payments/summary${query}` });

/** A payment of `createdBy` on a bank day, written straight to the table. */
async function insertPayment(
  createdBy: number,
  trxDate: string,
  status: 'approved' | 'pending' | 'failed',
  amount: string,
) {
  await kit
    .t()
    .database.db.insert(payments)
    .values({
      method: 'c2p',
      status,
      invoiceNumber: `T-${randomBytes(6).toString('hex')}`,
      amount,
      payerId: 'V12345678',
      payerPhoneMasked: '0414-***4567',
      bankCode: 134,
      trxDate,
      createdBy,
      ...(status === 'approved' ? { paymentReference: randomBytes(5).toString('hex') } : {}),
    });
}

describe("GET /api/payments/summary (the panel's money figures)", () => {
  let doctor: Awaited<ReturnType<typeof kit.doctor>>;
  let other: Awaited<ReturnType<typeof kit.doctor>>;
  beforeAll(async () => {
    [doctor, other] = [await kit.doctor(), await kit.doctor()];
    const mine = doctor.accountId;
    // Tenths that a float would not add exactly: 0.10 + 0.20 is 0.30000000000000004 there.
    await insertPayment(mine, '2026-06-01', 'approved', '0.10');
    await insertPayment(mine, '2026-06-01', 'approved', '0.20');
    await insertPayment(mine, '2026-06-03', 'approved', '9999999999.99');
    await insertPayment(mine, '2026-06-03', 'approved', PRICE);
    await insertPayment(mine, '2026-06-03', 'pending', '250.50');
    await insertPayment(mine, '2026-06-04', 'failed', '100.00');
    await insertPayment(mine, '2026-06-04', 'failed', '100.00');
    // Outside June, and another doctor's: in no figure of `doctor`'s June.
    await insertPayment(mine, '2026-05-31', 'approved', '7.00');
    await insertPayment(other.accountId, '2026-06-02', 'approved', '5.00');
  });

  it('sums approved and pending exactly, counts failed, and approved by day', async () => {
    const response = await summary(doctor.token, '?date_range=2026-06-01,2026-06-30');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      range: { from: '2026-06-01', to: '2026-06-30' },
      approved: { count: 4, total: '10000001520.79' },
      pending: { count: 1, total: '250.50' },
      failed: { count: 2 },
      byDay: [
        { day: '2026-06-01', count: 2, total: '0.30' },
        { day: '2026-06-03', count: 2, total: '10000001520.49' },
      ],
    });
  });

  it('defaults to the month so far and gives zeros as "0.00"', async () => {
    const response = await summary(other.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      range: { from: '2026-06-01', to: '2026-06-15' },
      approved: { count: 1, total: '5.00' },
      pending: { count: 0, total: '0.00' },
      failed: { count: 0 },
    });
  });

  it("the road Admin sums every doctor's payments", async () => {
    const admin = await kit.doctor('Admin');
    const response = await summary(admin.token, '?date_range=2026-06-02,2026-06-02');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.approved).toEqual({ count: 1, total: '5.00' });
  });

  it('refuses a range that ends before it starts, and other modules', async () => {
    const backwards = await summary(doctor.token, '?date_range=2026-06-30,2026-06-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].field).toBe('date_range');
    expect((await summary(undefined)).statusCode).toBe(401);
    const college = await summary(await kit.demo('colegio', 'admin.medicos'));
    expect(college.statusCode).toBe(403);
  });
});
