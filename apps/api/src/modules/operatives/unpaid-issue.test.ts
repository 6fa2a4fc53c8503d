import { apiPath } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates, payments, preRegistrations } from '../../db/schema/index';
import { TODAY } from '../certificates/testing';
import { insertRequest } from '../pre-registrations/testing';
import { certificateBody, type Doctor, roadKit } from '../road-medicine/certificate-testing';
import { insertOperative } from '../road-medicine/operative-testing';

const kit = roadKit();
const { doctor, call, issue, issued, refused } = kit;
const db = () => kit.t().database.db;

/** `who`'s operative, in progress today in Libertador (VE-A, 101). */
const operativeOf = (who: Doctor) =>
  insertOperative(kit.t(), who.accountId, { day: TODAY, schoolNumberId: who.schoolNumberId });
/** An applicant of that town: a request of the public never charged. */
const applicantIn = () => insertRequest(kit.t(), { state: 'VE-A', municipality: 101 });
const requestRow = async (id: number) =>
  (await db().select().from(preRegistrations).where(eq(preRegistrations.id, id)))[0];
const certificateRow = async (id: number) =>
  (await db().select().from(certificates).where(eq(certificates.id, id)))[0];

/** The request paid by an approved C2P charge, as the charge's approval leaves it. */
async function paid(id: number): Promise<number> {
  const [payment] = await db()
    .insert(payments)
    .values({
      method: 'c2p',
      status: 'approved',
      invoiceNumber: `AVUNPAID${id}`,
      amount: '1520.50',
      payerId: 'V25123456',
      payerPhoneMasked: '0414-***4567',
      bankCode: 134,
      paymentReference: `88${id}`,
      trxDate: TODAY,
      preRegistrationId: id,
    })
    .returning();
  if (!payment) throw new Error('payment not stored');
  await db()
    .update(preRegistrations)
    .set({ paymentId: payment.id, paidAt: new Date() })
    .where(eq(preRegistrations.id, id));
  return payment.id;
}

describe('issuing for an unpaid request (decision 0065)', () => {
  it('refuses an unpaid applicant at the operative: 409 PRE_REGISTER_UNPAID, nothing written', async () => {
    const mine = await doctor();
    const operativeId = await operativeOf(mine);
    const id = await applicantIn();
    const body = certificateBody(1_000_901, { operativeId, preRegisterId: id });
    const response = await refused(() => issue(mine.token, body), 409, 'PRE_REGISTER_UNPAID');
    expect(response.json().message).toMatch(/^La solicitud no está pagada: cobre primero/);
    expect(JSON.parse(response.body).errors).toEqual([
      { field: 'withoutPayment', message: 'La solicitud no está pagada' },
    ]);
    expect(await requestRow(id)).toMatchObject({ certificateId: null, servedAt: null });
    // The serial stayed free: the same one issues once the reason is given.
    const certificate = await issued(mine.token, 1_000_901, {
      operativeId,
      preRegisterId: id,
      withoutPayment: { reason: 'exonerated' },
    });
    expect(certificate).toMatchObject({ serial: 1_000_901 });
  });

  it('refuses a request served outside an operative the same way', async () => {
    const mine = await doctor();
    const id = await applicantIn();
    await refused(
      () => issue(mine.token, certificateBody(1_000_902, { preRegisterId: id })),
      409,
      'PRE_REGISTER_UNPAID',
    );
  });

  it('issues with a reason of the list, kept with the certificate and the request served', async () => {
    const mine = await doctor();
    const operativeId = await operativeOf(mine);
    const id = await applicantIn();
    const withoutPayment = { reason: 'other', note: '  Donación de la alcaldía ' };
    const certificate = await issued(mine.token, 1_000_903, {
      operativeId,
      preRegisterId: id,
      withoutPayment,
    });
    expect(certificate).toMatchObject({
      payment: null,
      withoutPayment: { reason: 'other', note: 'Donación de la alcaldía' },
    });
    expect(await certificateRow(certificate.id)).toMatchObject({
      unpaidReason: 'other',
      unpaidNote: 'Donación de la alcaldía',
      paymentId: null,
      operativeId,
    });
    expect(await requestRow(id)).toMatchObject({ certificateId: certificate.id });
  });

  it('refuses a reason off the list, or "other" without its note (400), nothing written', async () => {
    const mine = await doctor();
    const id = await applicantIn();
    for (const withoutPayment of [{ reason: 'gratis' }, { reason: 'other' }, 'exonerado']) {
      const body = certificateBody(1_000_904, { preRegisterId: id, withoutPayment });
      const response = await refused(() => issue(mine.token, body), 400, 'VALIDATION_ERROR');
      expect(JSON.parse(response.body).errors[0].field).toMatch(/^withoutPayment/);
    }
  });

  it('leaves the paid unchanged: paid by the request’s payment, a reason sent is not kept', async () => {
    const mine = await doctor();
    const operativeId = await operativeOf(mine);
    const first = await applicantIn();
    const paymentId = await paid(first);
    const plain = await issued(mine.token, 1_000_905, { operativeId, preRegisterId: first });
    expect(plain).toMatchObject({ payment: { id: paymentId }, withoutPayment: null });
    // Paid meanwhile (the doctor had chosen "sin pago"): the payment wins, no reason is kept.
    const second = await applicantIn();
    await paid(second);
    const raced = await issued(mine.token, 1_000_906, {
      operativeId,
      preRegisterId: second,
      withoutPayment: { reason: 'cashApart' },
    });
    expect(raced).toMatchObject({ withoutPayment: null });
    expect(await certificateRow(raced.id)).toMatchObject({ unpaidReason: null, unpaidNote: null });
    // A certificate serving no request needs no reason, as before.
    expect(await issued(mine.token, 1_000_907, { operativeId })).toMatchObject({
      withoutPayment: null,
    });
  });

  it('shows the Admin the reason: the certificate, the applicants and the operative’s books', async () => {
    const mine = await doctor();
    const operativeId = await operativeOf(mine);
    const reasons = ['cashApart', 'cashApart', 'exonerated'] as const;
    const ids: number[] = [];
    for (const [index, reason] of reasons.entries()) {
      const id = await applicantIn();
      ids.push(id);
      await issued(mine.token, 1_000_910 + index, {
        operativeId,
        preRegisterId: id,
        withoutPayment: { reason, note: index === 0 ? 'Recibo 0042' : null },
      });
    }
    const admin = await doctor('Admin');
    const get = async (url: string) => {
      const response = await call(admin.token, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const found = await get('/api/certifields/search?serial=1000910');
    expect(found.data[0].withoutPayment).toEqual({ reason: 'cashApart', note: 'Recibo 0042' });
    const count = await get(apiPath('operativeCertificateCount', { id: operativeId }));
    expect(count.data).toMatchObject({
      total: 3,
      withoutPayment: [
        { reason: 'cashApart', total: 2 },
        { reason: 'exonerated', total: 1 },
      ],
    });
    const listed = await get(
      `${apiPath('operativeApplicants', { id: operativeId })}?status=served&limit=50`,
    );
    const rows: { id: number; withoutPayment: string | null }[] = listed.data;
    const byId = new Map(rows.map((row) => [row.id, row.withoutPayment]));
    expect(ids.map((id) => byId.get(id))).toEqual([...reasons]);
  });
});
