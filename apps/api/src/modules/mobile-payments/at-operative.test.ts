import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, certificates, payments } from '../../db/schema/index';
import { countRows } from '../../test/rows';
import { readSheet } from '../../test/xlsx';
import { newCertificate } from '../certificates/testing';
import { insertRequest } from '../pre-registrations/testing';
import {
  insertOperative,
  operativeOfCertificate,
  operativeOfPayment,
} from '../road-medicine/operative-testing';
import { mobileKit, TODAY } from './testing';

const kit = mobileKit();
type Doctor = Awaited<ReturnType<typeof kit.doctor>>;

const operativeOf = (who: Doctor, options: Parameters<typeof insertOperative>[2] = {}) =>
  insertOperative(kit.t(), who.accountId, {
    day: TODAY,
    schoolNumberId: who.schoolNumberId,
    ...options,
  });
/** Payments, certificates and audit events: a refused issue writes none. */
const written = () =>
  countRows(kit.t().database.db, { payments, certificates, audit: auditEvents });
const list = (token: string, query: string) =>
  kit.call(token, { method: 'GET', url: `/api/payments/c2p${query}` });
const byNumber = (a: number, b: number) => a - b;
const idsOf = (response: { json(): { data: { id: number }[] } }) =>
  response.json().data.map((item) => item.id);

/** A C2P payment written straight to the table (charging is the payments module's). */
async function insertPayment(values: Partial<typeof payments.$inferInsert>): Promise<number> {
  const [row] = await kit
    .t()
    .database.db.insert(payments)
    .values({
      method: 'c2p',
      status: 'approved',
      invoiceNumber: `T-${randomBytes(6).toString('hex')}`,
      amount: '1520.50',
      payerId: 'V12345678',
      payerPhoneMasked: '0414-***4567',
      paymentReference: String(Date.now() + Math.floor(Math.random() * 1e6)),
      bankCode: 134,
      trxDate: TODAY,
      ...values,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('payment not inserted');
  return row.id;
}

// Issuing at a field operative: decision 0025.
describe('POST /api/credentialMedic/createCertifieldsPay at a field operative', () => {
  it('issues there: the certificate and the payment used keep the operative', async () => {
    const doctor = await kit.doctor();
    const operativeId = await operativeOf(doctor);
    const { criteria } = kit.paid();
    const response = await kit.issuePaid(doctor.token, criteria, { operativeId });
    expect(response.statusCode, response.body).toBe(200);
    const certificate = response.json().data;
    expect(certificate.operativeId).toBe(operativeId);
    expect(await operativeOfCertificate(kit.t(), certificate.id)).toBe(operativeId);
    expect(await operativeOfPayment(kit.t(), certificate.payment.id)).toBe(operativeId);
  });

  it.each([
    ['an operative not in progress', 'Pending', 409, 'OPERATIVE_NOT_IN_PROGRESS'],
    ['another doctor’s operative', 'InProgress', 403, 'OPERATIVE_NOT_YOURS'],
    ['an unknown operative', undefined, 404, 'OPERATIVE_NOT_FOUND'],
  ] as const)(
    'refuses %s before asking the bank: nothing written',
    async (_, status, code, error) => {
      const doctor = await kit.doctor();
      const owner = code === 403 ? await kit.doctor() : doctor;
      const operativeId =
        status === undefined ? 99_999_999 : await operativeOf(owner, { status, day: '2026-06-16' });
      const { criteria } = kit.paid();
      const before = { written: await written(), searched: kit.bank().received.search };
      const response = await kit.issuePaid(doctor.token, criteria, { operativeId });
      expect(response.statusCode, response.body).toBe(code);
      expect(response.json().error).toBe(error);
      expect(response.json().message).toMatch(/operativo/i);
      expect(await written()).toEqual(before.written);
      expect(kit.bank().received.search).toBe(before.searched);
    },
  );
});

describe('GET /api/payments/c2p?operative= (the payments of an operative)', () => {
  let doctor: Doctor;
  let operativeId: number;
  const ids = { charged: 0, used: 0, throughRequest: 0, elsewhere: 0 };
  beforeAll(async () => {
    doctor = await kit.doctor();
    operativeId = await operativeOf(doctor);
    const createdBy = doctor.accountId;
    ids.charged = await insertPayment({ createdBy, operativeId });
    // A mobile payment used there; its own operative_id erased: the certificate still says so.
    const { criteria } = kit.paid();
    const paid = await kit.issuePaid(doctor.token, criteria, { operativeId });
    ids.used = paid.json().data.payment.id;
    await kit
      .t()
      .database.db.update(payments)
      .set({ operativeId: null })
      .where(eq(payments.id, ids.used));
    // A failed charge of a request later served there: listed through the request.
    const request = await insertRequest(kit.t(), { state: 'VE-A', municipality: 101 });
    ids.throughRequest = await insertPayment({
      createdBy,
      status: 'failed',
      paymentReference: null,
      preRegistrationId: request,
    });
    const served = await kit.call(doctor.token, {
      method: 'POST',
      url: '/api/credentialMedic/createCertifields',
      // Its charge failed: served with a reason (decision 0065).
      payload: newCertificate({
        operativeId,
        preRegisterId: request,
        withoutPayment: { reason: 'exonerated' },
      }),
    });
    expect(served.statusCode, served.body).toBe(200);
    ids.elsewhere = await insertPayment({ createdBy });
  });

  it('lists those charged there or paying a certificate issued there, no other', async () => {
    const response = await list(doctor.token, `?operative=${operativeId}`);
    expect(response.statusCode, response.body).toBe(200);
    const expected = [ids.charged, ids.used, ids.throughRequest].sort(byNumber);
    expect(idsOf(response).sort(byNumber)).toEqual(expected);
    expect(response.json().total).toBe(3);
    expect(idsOf(await list(doctor.token, ''))).toContain(ids.elsewhere);
    const sheet = await list(doctor.token, `/xlsx?operative=${operativeId}`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    const [, ...rows] = await readSheet(sheet.rawPayload);
    expect(rows.map((row) => Number(row[0])).sort(byNumber)).toEqual(expected);
  });

  it('the road Admin sees them too; another doctor, within their own scope, none', async () => {
    const admin = await kit.demo('medicVial', 'admin.vial');
    const all = await list(admin, `?operative=${operativeId}`);
    expect(idsOf(all).sort(byNumber)).toEqual(
      [ids.charged, ids.used, ids.throughRequest].sort(byNumber),
    );
    const other = await kit.doctor();
    const none = await list(other.token, `?operative=${operativeId}`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ data: [], total: 0 });
  });

  it('refuses an operative that is no positive whole number (400)', async () => {
    for (const operative of ['abc', '0', '-2']) {
      const response = await list(doctor.token, `?operative=${operative}`);
      expect(response.statusCode, operative).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
  });
});
