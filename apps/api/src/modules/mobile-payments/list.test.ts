import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, preRegistrations } from '../../db/schema/index';
import { readSheet } from '../../test/xlsx';
import { newCertificate } from '../certificates/testing';
import { insertRequest } from '../pre-registrations/testing';
import { mobileKit, PRICE } from './testing';

const kit = mobileKit();
type Doctor = Awaited<ReturnType<typeof kit.doctor>>;

/** A payment written straight to the table (C2P charges are the payments module's). */
async function insertPayment(values: Partial<typeof payments.$inferInsert>): Promise<number> {
  const [row] = await kit
    .t()
    .database.db.insert(payments)
    .values({
      method: 'c2p',
      status: 'approved',
      invoiceNumber: `T-${randomBytes(6).toString('hex')}`,
      amount: '100.00',
      payerId: 'V12345678',
      payerPhoneMasked: '0414-***4567',
      bankCode: 134,
      trxDate: '2026-06-01',
      createdAt: new Date('2026-06-10T12:00:00Z'),
      ...values,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('payment not inserted');
  return row.id;
}

const list = (token: string | undefined, query = '') =>
  kit.call(token, { method: 'GET', url: `/api/payments/c2p${query}` });
const idsOf = (response: { json(): { data: { id: number }[] } }) =>
  response.json().data.map((item) => item.id);

describe('GET /api/payments/c2p (lista-de-pagos-movil): filters', () => {
  let doctor: Doctor;
  const ids: Record<'approved' | 'failed' | 'pending' | 'mobile', number> = {
    approved: 0,
    failed: 0,
    pending: 0,
    mobile: 0,
  };
  beforeAll(async () => {
    doctor = await kit.doctor();
    const createdBy = doctor.accountId;
    ids.approved = await insertPayment({
      createdBy,
      paymentReference: '5001',
      createdAt: new Date('2026-05-01T12:00:00Z'),
    });
    ids.failed = await insertPayment({
      createdBy,
      status: 'failed',
      payerPhoneMasked: '0412-***1111',
      trxDate: '2026-06-02',
    });
    ids.pending = await insertPayment({
      createdBy,
      status: 'pending',
      amount: '250.50',
      trxDate: '2026-06-02',
      payerPhoneSealed: 'SEALED-WHOLE-PHONE',
    });
    ids.mobile = await insertPayment({
      createdBy,
      method: 'mobile',
      amount: PRICE,
      payerPhoneMasked: '0424-***9999',
      paymentReference: '5002',
      bankCode: 105,
      trxDate: '2026-06-03',
    });
  });

  it('filters by status, method, amount, phone, trx_date, reference and date_range', async () => {
    const { approved, failed, pending, mobile } = ids;
    const cases: [string, number[]][] = [
      ['', [approved, failed, pending, mobile]],
      ['?status=approved', [approved, mobile]],
      ['?status=failed', [failed]],
      ['?status=pending', [pending]],
      ['?method=mobile', [mobile]],
      ['?method=c2p', [approved, failed, pending]],
      ['?amount=100', [approved, failed]],
      ['?amount=1520,50', [mobile]],
      ['?phone=0414-1234567', [approved, pending]],
      ['?phone=4567', [approved, pending]],
      ['?phone=1111', [failed]],
      ['?trx_date=2026-06-02', [failed, pending]],
      ['?reference=5002', [mobile]],
      ['?date_range=2026-05-01,2026-05-01', [approved]],
      ['?date_range=2026-06-01,&status=approved', [mobile]],
    ];
    for (const [query, expected] of cases) {
      const response = await list(doctor.token, query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      expect(idsOf(response).sort(), query).toEqual(expected.sort());
      expect(response.json().total, query).toBe(expected.length);
    }
  });

  it('pages and orders; never answers the sealed phone', async () => {
    const response = await list(doctor.token, '?order_by=amount&order_direction=asc&limit=2');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(response.json().data.map((item: { amount: string }) => item.amount)).toEqual([
      '100.00',
      '100.00',
    ]);
    const last = await list(doctor.token, '?order_by=amount&order_direction=asc&limit=2&page=2');
    expect(last.json().data.map((item: { amount: string }) => item.amount)).toEqual([
      '250.50',
      PRICE,
    ]);
    expect(`${response.body}${last.body}`).not.toContain('SEALED');
  });

  it('refuses unknown filters and malformed values with 400', async () => {
    for (const query of ['?status=paid', '?phone=abc', '?amount=1.234', '?color=red']) {
      const response = await list(doctor.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
  });

  it('exports the same filters to Excel, in Spanish', async () => {
    const response = await list(doctor.token, '/xlsx?status=approved&order_by=amount');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/pagos-\d{4}-\d{2}-\d{2}\.xlsx/);
    const [header, ...rows] = await readSheet(response.rawPayload);
    expect(header).toContain('Monto (Bs)');
    expect(rows.map((row) => row[0])).toEqual([String(ids.mobile), String(ids.approved)]);
    expect(rows[0]).toEqual(expect.arrayContaining(['Pago móvil', 'Aprobado', PRICE, '5002']));
  });
});

describe('GET /api/payments/c2p: who sees what', () => {
  it('a doctor sees what they charged or used and what paid their certificates', async () => {
    const [own, other] = [await kit.doctor(), await kit.doctor()];
    const { criteria } = kit.paid();
    const used = await kit.issuePaid(own.token, criteria);
    expect(used.statusCode, used.body).toBe(200);
    const usedId = used.json().data.payment.id;
    // A request paid by C2P, served by a certificate of `own`.
    const request = await insertRequest(kit.t());
    const paidRequest = await insertPayment({
      preRegistrationId: request,
      paymentReference: '7001',
    });
    const issued = await kit.call(own.token, {
      method: 'POST',
      url: '/api/credentialMedic/createCertifields',
      payload: newCertificate(),
    });
    expect(issued.statusCode, issued.body).toBe(200);
    await kit
      .t()
      .database.db.update(preRegistrations)
      .set({ certificateId: issued.json().data.id })
      .where(eq(preRegistrations.id, request));
    const others = await insertPayment({ createdBy: other.accountId, paymentReference: '7002' });

    const mine = await list(own.token);
    expect(idsOf(mine).sort()).toEqual([usedId, paidRequest].sort());
    const item = mine.json().data.find((row: { id: number }) => row.id === usedId);
    expect(item).toMatchObject({ method: 'mobile', certificateId: used.json().data.id });
    expect(item.paidBy).toMatchObject({ names: 'Pedro José', dni: '25123456', email: '' });
    const viaRequest = mine.json().data.find((row: { id: number }) => row.id === paidRequest);
    expect(viaRequest.paidBy).toMatchObject({ names: 'María José' });
    expect(idsOf(await list(other.token))).toEqual([others]);

    const admin = await kit.doctor('Admin');
    const all = idsOf(await list(admin.token, '?limit=100'));
    expect(all).toEqual(expect.arrayContaining([usedId, paidRequest, others]));
  });

  it('401 anonymous, 403 to the college and INTT', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    for (const token of [
      await kit.demo('colegio', 'admin.medicos'),
      await kit.demo('INTT', 'admin.intt'),
    ]) {
      const response = await list(token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('WRONG_MODULE');
      expect((await list(token, '/xlsx')).statusCode).toBe(403);
    }
  });
});
