import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiPaths } from '@aptovial/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, certificates, payments, preRegistrations } from '../../db/schema/index';
import { MIGRATIONS_FOLDER } from '../../test/database';
import { countRows } from '../../test/rows';
import { NOW, newCertificate, TODAY } from '../certificates/testing';
import { callerOf, insertRequest } from '../pre-registrations/testing';
import { insertOperative } from '../road-medicine/operative-testing';
import { roadDoctor } from '../road-medicine/testing';
import {
  c2pBody,
  makeDue,
  type PaymentsTest,
  PRICE,
  paymentRow,
  requestRow,
  startPaymentsTest,
} from './testing';

// Decision 0053: a request's payment and its certificate stay linked, whichever comes first.
let p: PaymentsTest;
beforeAll(async () => {
  p = await startPaymentsTest({ at: NOW });
}, 60_000);
afterAll(() => p.close());
const db = () => p.t.database.db;
const call = callerOf(() => p.t);
const doctor = (role: 'VialDirector' | 'Admin' = 'VialDirector') => roadDoctor(p.t, role);
const issue = (token: string, body: object) =>
  call(token, { method: 'POST', url: '/api/credentialMedic/createCertifields', payload: body });
const charge = (token: string, body: object) =>
  call(token, { method: 'POST', url: apiPaths.chargeC2p, payload: body });
const get = (token: string, url: string) => call(token, { method: 'GET', url });
/** A request of Libertador (VE-A, 101), the road doctors' state here, unless `values` say. */
const requestIn = (values: Parameters<typeof insertRequest>[1] = {}) =>
  insertRequest(p.t, { state: 'VE-A', municipality: 101, ...values });
/** Certificates, payments and audit events: a refused issue writes none. */
const written = () =>
  countRows(db(), { certificates, payments, audit: auditEvents, requests: preRegistrations });
const onSerial = (serial: number) =>
  db().select().from(certificates).where(eq(certificates.serial, serial));

/** A charge the bank made but answered with garbage: pending until the reconciliation. */
async function pendingCharge(
  token: string,
  id: number,
  more: Record<string, unknown> = {},
): Promise<number> {
  const body = c2pBody(id, { destination_mobile_number: '0414-0000502', ...more });
  const response = await charge(token, body);
  expect(response.statusCode, response.body).toBe(202);
  return response.json().data.payment.id;
}

async function approvedCharge(
  token: string,
  id: number,
  more: Record<string, unknown> = {},
): Promise<number> {
  const response = await charge(token, c2pBody(id, more));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.payment.id;
}

async function reconciledApproved(): Promise<void> {
  await makeDue(p.t);
  expect(await p.reconcile()).toMatchObject({ approved: 1 });
}

/** The payments list's row of `paymentId`, as `token` reads it. */
async function listed(token: string, paymentId: number, query = '') {
  const response = await get(token, `${apiPaths.chargeC2p}?limit=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.filter((row: { id: number }) => row.id === paymentId);
}

describe('a payment approved after its request was served', () => {
  it('pays that certificate in the approving transaction; the list shows its serial', async () => {
    const mine = await doctor();
    const id = await requestIn();
    const paymentId = await pendingCharge(mine.token, id);
    // Served while the charge was pending, as releases before decision 0053 allowed (the API
    // now refuses it: below): the certificate issued, the request marked served by it.
    const body = newCertificate();
    const issued = await issue(mine.token, body);
    expect(issued.statusCode, issued.body).toBe(200);
    const certificateId: number = issued.json().data.id;
    await db()
      .update(preRegistrations)
      .set({ certificateId, servedAt: NOW })
      .where(eq(preRegistrations.id, id));
    await db()
      .update(certificates)
      .set({ preRegistrationId: id })
      .where(eq(certificates.id, certificateId));

    await reconciledApproved();

    expect(await requestRow(p.t, id)).toMatchObject({ paymentId, certificateId });
    const [stored] = await onSerial(body.serial);
    expect(stored?.paymentId).toBe(paymentId);
    expect(await listed(mine.token, paymentId)).toEqual([
      expect.objectContaining({
        status: 'approved',
        certificateId,
        certificateSerial: body.serial,
      }),
    ]);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'payment_approved'), eq(auditEvents.entityId, `${paymentId}`)),
      );
    expect(event?.changes).toMatchObject({ requestPaid: true, certificatePaid: certificateId });
  });

  it('migration 0041 pays the certificates such approvals left unpaid before it', async () => {
    const mine = await doctor();
    const id = await requestIn();
    const paymentId = await approvedCharge(mine.token, id);
    const served = await issue(mine.token, newCertificate({ preRegisterId: id }));
    expect(served.statusCode, served.body).toBe(200);
    const certificateId: number = served.json().data.id;
    // As an approval after the serving left it before this release.
    const unpay = () =>
      db().update(certificates).set({ paymentId: null }).where(eq(certificates.id, certificateId));
    await unpay();
    const migration = await readFile(path.join(MIGRATIONS_FOLDER, '0041_payments_linked.sql'));
    const run = () => db().execute(sql.raw(migration.toString('utf8')));
    await run();
    const paidBy = async () =>
      (await db().select().from(certificates).where(eq(certificates.id, certificateId)))[0]
        ?.paymentId;
    expect(await paidBy()).toBe(paymentId);
    // Run again, or with the payment already paying the certificate: nothing moves.
    await run();
    expect(await paidBy()).toBe(paymentId);
  });
});

describe('serving a request (issuing a road certificate from it)', () => {
  it('waits for a pending charge: 409, nothing written, the serial free; then serves', async () => {
    const mine = await doctor();
    const id = await requestIn();
    const paymentId = await pendingCharge(mine.token, id);
    const body = newCertificate({ preRegisterId: id });
    const before = await written();

    const refused = await issue(mine.token, body);

    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'PRE_REGISTER_PAYMENT_PENDING',
      message: expect.stringMatching(/pago de esta solicitud está pendiente/),
      errors: [{ field: 'preRegisterId', message: expect.stringMatching(/pendiente/) }],
    });
    expect(await written()).toEqual(before);
    expect(await onSerial(body.serial)).toEqual([]);
    expect(await requestRow(p.t, id)).toMatchObject({ certificateId: null, servedAt: null });

    // The bank confirms: the same serial now serves it, paid by that charge.
    await reconciledApproved();
    const served = await issue(mine.token, body);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.json().data.payment).toMatchObject({ id: paymentId, method: 'c2p' });
    expect(await requestRow(p.t, id)).toMatchObject({ certificateId: served.json().data.id });
  });

  it('serves a request with no live charge (never charged, or declined) with a reason', async () => {
    const mine = await doctor();
    // Decision 0065: an unpaid request is served only with the doctor's reason.
    const reason = { withoutPayment: { reason: 'exonerated' } };
    const unpaid = await issue(
      mine.token,
      newCertificate({ preRegisterId: await requestIn(), ...reason }),
    );
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(unpaid.json().data.payment).toBeNull();

    const id = await requestIn();
    const declined = await charge(
      mine.token,
      c2pBody(id, { destination_mobile_number: '0414-0000051' }),
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.payment.status).toBe('failed');
    const served = await issue(mine.token, newCertificate({ preRegisterId: id, ...reason }));
    expect(served.statusCode, served.body).toBe(200);
    expect(served.json().data.payment).toBeNull();
  });

  it("refuses a doctor another state's paid request, its payment untouched; the Admin serves it", async () => {
    const admin = await doctor('Admin');
    const id = await requestIn({ state: 'VE-B', municipality: 201 });
    const paymentId = await approvedCharge(admin.token, id);
    const fromA = await doctor(); // VE-A: their college number's state
    const body = newCertificate({ preRegisterId: id });
    const before = await written();

    const refused = await issue(fromA.token, body);

    // As missing as on the reads (decision 0051): nothing of the request is told.
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json()).toMatchObject({
      error: 'NOT_FOUND',
      message: 'La solicitud no existe.',
    });
    expect(await written()).toEqual(before);
    expect(await onSerial(body.serial)).toEqual([]);
    expect(await requestRow(p.t, id)).toMatchObject({ certificateId: null, paymentId });
    expect(
      await db().select().from(certificates).where(eq(certificates.paymentId, paymentId)),
    ).toEqual([]);

    // The road Admin serves every state.
    const served = await issue(admin.token, body);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.json().data.payment).toMatchObject({ id: paymentId });
  });
});

describe('a request paid and served at an operative', () => {
  it('counts once in its money, certificates, commission, the panel and the list', async () => {
    const mine = await doctor();
    const operativeId = await insertOperative(p.t, mine.accountId, {
      day: TODAY,
      schoolNumberId: mine.schoolNumberId,
    });
    const id = await requestIn();
    const paymentId = await approvedCharge(mine.token, id, { operativeId });
    const served = await issue(mine.token, newCertificate({ preRegisterId: id, operativeId }));
    expect(served.statusCode, served.body).toBe(200);
    expect(served.json().data.payment).toMatchObject({ id: paymentId });
    // Charged there and paying a certificate issued there: one payment, once.
    expect(await paymentRow(p.t, paymentId)).toMatchObject({ operativeId, status: 'approved' });

    const details = await get(
      mine.token,
      apiPaths.operativeDetails.replace('{id}', `${operativeId}`),
    );
    expect(details.json().data).toMatchObject({ total: PRICE, certificates: 1 });
    const stats = await get(mine.token, apiPaths.operativeStats);
    expect(stats.json().data).toMatchObject({ collected: PRICE, certificates: 1 });
    const owed = await get(mine.token, `${apiPaths.operativeCommission}?id=${operativeId}`);
    expect(owed.json().data).toMatchObject({ certificates: 1, owedDollars: '5.00' });
    const panel = await get(mine.token, `${apiPaths.paymentsSummary}?date_range=${TODAY},${TODAY}`);
    expect(panel.json().data.approved).toEqual({ count: 1, total: PRICE });
    expect(await listed(mine.token, paymentId, `&operative=${operativeId}`)).toHaveLength(1);

    const finish = await call(mine.token, {
      method: 'PUT',
      url: apiPaths.finishOperative.replace('{id}', `${operativeId}`),
    });
    expect(finish.statusCode, finish.body).toBe(200);
    expect(finish.json().data).toMatchObject({ total: PRICE, certificates: 1 });
    const all = await db().select().from(payments).where(eq(payments.preRegistrationId, id));
    expect(all).toHaveLength(1);
  });
});
