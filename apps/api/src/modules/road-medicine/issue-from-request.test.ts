import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, certificates, payments, preRegistrations } from '../../db/schema/index';
import { insertRequest as insertAnyRequest } from '../pre-registrations/testing';
import { CERTIFIELDS, certificateBody, roadKit } from './certificate-testing';

const kit = roadKit();
/** A request of the doctors' state, VE-A: a doctor finds only their state's (decision 0051). */
const insertRequest: typeof insertAnyRequest = (t, values = {}) =>
  insertAnyRequest(t, { state: 'VE-A', municipality: 101, ...values });
const { doctor, call, demo, issue, issued, refused } = kit;
/** These requests were never charged: each is served with a reason (decision 0065). */
const withReason = { withoutPayment: { reason: 'exonerated' } };
const db = () => kit.t().database.db;
const search = (token: string | undefined, query: string) =>
  call(token, { method: 'GET', url: `${CERTIFIELDS}/searchPreRegister?${query}` });
const oneItem = (token: string | undefined, query: string) =>
  call(token, { method: 'GET', url: `${CERTIFIELDS}/getOneItemSearch?${query}` });
const requestRow = async (id: number) =>
  (await db().select().from(preRegistrations).where(eq(preRegistrations.id, id)))[0];
const idsOf = (response: { json(): { data: { id: number }[] } }) =>
  response.json().data.map((row) => row.id);
/** The holder's fields of a certificate issued from a request (the form copies them). */
const fromRequest = (serial: number, preRegisterId: number) =>
  certificateBody(serial, { preRegisterId, dni: '25123456', names: 'Pedro José', ...withReason });

describe('GET /api/certifields/searchPreRegister and getOneItemSearch', () => {
  it('are refused unless both a type and a text are given, or without an id (400)', async () => {
    const { token } = await doctor();
    for (const query of [
      '',
      'q=25123456',
      'type=dni',
      'type=dni&q=',
      'type=dni&q=%20',
      'type=x&q=1',
    ]) {
      const response = await search(token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
    expect((await oneItem(token, '')).statusCode).toBe(400);
    expect((await oneItem(token, 'id=abc')).statusCode).toBe(400);
  });

  it('are for road-medicine sessions only', async () => {
    const id = await insertRequest(kit.t());
    expect((await search(undefined, 'type=dni&q=12345678')).statusCode).toBe(401);
    expect((await oneItem(undefined, `id=${id}`)).statusCode).toBe(401);
    const college = await demo('colegio', 'admin.medicos');
    expect((await search(college, 'type=dni&q=12345678')).statusCode).toBe(403);
    expect((await oneItem(college, `id=${id}`)).statusCode).toBe(403);
    const admin = await demo('medicVial', 'admin.vial');
    expect((await oneItem(admin, `id=${id}`)).json().data.id).toBe(id);
  });

  it('finds open requests by exact dni, e-mail in any case, or words of the name', async () => {
    const { token } = await doctor();
    const older = await insertRequest(kit.t(), {
      dni: '30111222',
      email: 'Jose.Perez@Correo.test',
      names: 'José Gregorio',
      lastNames: 'Pérez Ñáñez',
      createdAt: new Date('2026-06-01T12:00:00Z'),
    });
    const newer = await insertRequest(kit.t(), {
      dni: '30111222',
      type: 'Renovación',
      names: 'José',
      lastNames: 'Ñañez Pérez',
      createdAt: new Date('2026-06-02T12:00:00Z'),
    });
    await insertRequest(kit.t(), { dni: '301112220', names: 'Otro', lastNames: 'Nombre' });
    expect(idsOf(await search(token, 'type=dni&q=30111222'))).toEqual([newer, older]);
    expect(idsOf(await search(token, 'type=dni&q=V-30.111.222'))).toEqual([newer, older]);
    expect(idsOf(await search(token, 'type=dni&q=3011122'))).toEqual([]);
    expect(idsOf(await search(token, 'type=email&q=JOSE.PEREZ%40correo.test'))).toEqual([older]);
    expect(idsOf(await search(token, 'type=name&q=gregorio%20nanez'))).toEqual([older]);
    expect(idsOf(await search(token, 'type=name&q=NANEZ%20%20jos%C3%A9'))).toEqual([newer, older]);
    expect(idsOf(await search(token, 'type=name&q=100%25'))).toEqual([]);
    const one = await oneItem(token, `id=${older}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      id: older,
      dni: '30111222',
      municipalityName: 'Libertador',
    });
    expect((await oneItem(token, 'id=99999999')).statusCode).toBe(404);
  });

  it('answers at most 20 requests, the newest first', async () => {
    const { token } = await doctor();
    const made: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      made.push(await insertRequest(kit.t(), { lastNames: 'Zambrano Cuantioso' }));
    }
    const found = idsOf(await search(token, 'type=name&q=cuantioso'));
    expect(found).toEqual(made.reverse().slice(0, 20));
  });
});

describe('issuing a road certificate from a request', () => {
  it('links both in one go; the request then reads served and is no longer found', async () => {
    const mine = await doctor();
    const id = await insertRequest(kit.t(), { dni: '25123456' });
    expect(idsOf(await search(mine.token, 'type=dni&q=25123456'))).toContain(id);
    const certificate = await issued(mine.token, 1_000_501, { preRegisterId: id, ...withReason });
    const [stored] = await db()
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(stored?.preRegistrationId).toBe(id);
    expect(await requestRow(id)).toMatchObject({
      certificateId: certificate.id,
      servedAt: expect.any(Date),
    });
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'pre_registration_served'));
    expect(event).toMatchObject({ entityId: String(id), accountId: mine.accountId });
    expect(idsOf(await search(mine.token, 'type=dni&q=25123456'))).not.toContain(id);
    const admin = await demo('medicVial', 'admin.vial');
    const detail = await call(admin, { method: 'GET', url: `/api/preRegister/${id}` });
    expect(detail.json().data).toMatchObject({ certificateId: certificate.id });
    const served = await call(admin, { method: 'GET', url: '/api/preRegister?status=served' });
    expect(idsOf(served)).toContain(id);
  });

  it('pays the certificate with the payment that paid the request (paymentc2p_ID)', async () => {
    const mine = await doctor();
    const id = await insertRequest(kit.t(), { dni: '25123456' });
    const [payment] = await db()
      .insert(payments)
      .values({
        method: 'c2p',
        status: 'approved',
        invoiceNumber: `AVTEST${id}`,
        amount: '1520.50',
        payerId: 'V25123456',
        payerPhoneMasked: '0414-***4567',
        bankCode: 134,
        paymentReference: `77${id}`,
        trxDate: '2026-11-20',
        preRegistrationId: id,
      })
      .returning();
    if (!payment) throw new Error('payment not stored');
    await db()
      .update(preRegistrations)
      .set({ paymentId: payment.id, paidAt: new Date() })
      .where(eq(preRegistrations.id, id));
    const certificate = await issued(mine.token, 1_000_531, { preRegisterId: id });
    expect(certificate.payment).toEqual({
      id: payment.id,
      method: 'c2p',
      amount: '1520.50',
      paymentReference: `77${id}`,
      bankCode: 134,
      trxDate: '2026-11-20',
    });
    const unpaid = await issued(mine.token, 1_000_532, {
      preRegisterId: await insertRequest(kit.t()),
      ...withReason,
    });
    expect(unpaid.payment).toBeNull();
  });

  it('refuses a second certificate on a served request (409) and writes nothing', async () => {
    const mine = await doctor();
    const id = await insertRequest(kit.t());
    const first = await issued(mine.token, 1_000_511, { preRegisterId: id, ...withReason });
    const body = await refused(
      () => issue(mine.token, fromRequest(1_000_512, id)),
      409,
      'PRE_REGISTER_SERVED',
    );
    expect(body.json().message).toMatch(/ya fue atendida/);
    expect((await requestRow(id))?.certificateId).toBe(first.id);
    await refused(() => issue(mine.token, fromRequest(1_000_513, 99_999_999)), 404, 'NOT_FOUND');
  });

  it('lets exactly one of two issues racing for one request win', async () => {
    const [a, b] = [await doctor(), await doctor()];
    const id = await insertRequest(kit.t());
    const before = await kit.written();
    const answers = await Promise.all([
      issue(a.token, fromRequest(1_000_521, id)),
      issue(b.token, fromRequest(1_000_522, id)),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json().error).toBe('PRE_REGISTER_SERVED');
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().data;
    expect((await requestRow(id))?.certificateId).toBe(winner.id);
    const after = await kit.written();
    expect(after.certificates).toBe(before.certificates + 1);
    // The winner's certificate and its request's service, nothing of the loser.
    expect(after.audit).toBe(before.audit + 2);
  });
});
