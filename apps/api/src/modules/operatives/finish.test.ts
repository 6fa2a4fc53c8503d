import { apiPaths } from '@aptovial/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, certificates, payments, preRegistrations } from '../../db/schema/index';
import { newCertificate } from '../certificates/testing';
import { NOW, operativesKit, PRICE, TODAY } from './testing';

const kit = operativesKit();
const db = () => kit.t().database.db;
let invoice = 0;

/** A payment row as the payments modules write them. */
async function pay(values: Partial<typeof payments.$inferInsert> = {}): Promise<number> {
  invoice += 1;
  const [row] = await db()
    .insert(payments)
    .values({
      method: 'c2p',
      status: 'approved',
      invoiceNumber: `OP-TEST-${invoice}`,
      amount: PRICE,
      payerId: 'V12345678',
      payerPhoneMasked: '0414-***4567',
      bankCode: 134,
      trxDate: TODAY,
      paymentReference: `REF${invoice}`,
      ...values,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('payment not inserted');
  return row.id;
}

/** A certificate issued by the doctor through the API, then marked as issued at `operativeId`. */
async function issuedAt(token: string, operativeId: number, paymentId?: number): Promise<number> {
  const response = await kit.call(token, {
    method: 'POST',
    url: '/api/credentialMedic/createCertifields',
    payload: newCertificate(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const id: number = response.json().data.id;
  await db()
    .update(certificates)
    .set({ operativeId, ...(paymentId ? { paymentId } : {}) })
    .where(eq(certificates.id, id));
  return id;
}

describe('PUT finishOperative', () => {
  it('executes one in progress, freezing bolívares, certificates and applicants', async () => {
    const doctor = await kit.doctor();
    const { id } = await kit.seed(doctor.token);
    const started = await kit.put(doctor.token, apiPaths.startOperative, id);
    expect(started.statusCode, started.body).toBe(200);
    const elsewhere = await kit.seed((await kit.doctor()).token);

    await pay({ operativeId: id }); // charged at it
    const paysCertificate = await pay({ method: 'mobile', amount: '100.25' }); // pays one issued at it
    const both = await pay({ operativeId: id, amount: '10.00' }); // both ways: counted once
    await pay({ operativeId: id, status: 'pending' });
    await pay({ operativeId: id, status: 'failed' });
    await pay({ operativeId: elsewhere.id, amount: '999.00' });
    const first = await issuedAt(doctor.token, id, paysCertificate);
    await issuedAt(doctor.token, id, both);
    await issuedAt(doctor.token, id);
    const served = await kit.request('VE-A', 101);
    await db()
      .update(preRegistrations)
      .set({ certificateId: first, servedAt: NOW })
      .where(eq(preRegistrations.id, served));
    await kit.request('VE-A', 101, { certificateId: null });
    const open = (await kit.t().database.db.select().from(preRegistrations)).filter(
      (r) => r.state === 'VE-A' && r.municipality === 101 && r.certificateId === null,
    ).length;

    const response = await kit.put(doctor.token, apiPaths.finishOperative, id);

    expect(response.statusCode, response.body).toBe(200);
    const total = '1630.75'; // 1520.50 + 100.25 + 10.00
    expect(response.json().data).toMatchObject({
      status: 'Executed',
      total,
      certificates: 3,
      totalUsers: open + 1,
      finishedAt: NOW.toISOString(),
    });
    expect(await kit.row(id)).toMatchObject({
      status: 'Executed',
      total,
      certificates: 3,
      totalUsers: open + 1,
    });
    const events = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, String(id)), eq(auditEvents.action, 'operative_finished')),
      );
    expect(events).toHaveLength(1);

    // Frozen: what is paid or issued afterwards does not move its figures.
    await pay({ operativeId: id });
    expect(await kit.row(id)).toMatchObject({ total, certificates: 3 });
  });

  it('freezes zero for an operative where nothing happened', async () => {
    const doctor = await kit.doctor();
    const { id } = await kit.seed(doctor.token, { state: 'VE-B', municipality: 201 });
    await kit.put(doctor.token, apiPaths.startOperative, id);
    const response = await kit.put(doctor.token, apiPaths.finishOperative, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ total: '0.00', certificates: 0 });
    expect(await kit.row(id)).toMatchObject({ total: '0.00', certificates: 0 });
  });

  it('lets exactly one of two finishes at once through', async () => {
    const doctor = await kit.doctor();
    const { id } = await kit.seed(doctor.token);
    await kit.put(doctor.token, apiPaths.startOperative, id);
    const answers = await Promise.all([
      kit.put(doctor.token, apiPaths.finishOperative, id),
      kit.put(doctor.token, apiPaths.finishOperative, id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, String(id)), eq(auditEvents.action, 'operative_finished')),
      );
    expect(events).toHaveLength(1);
  });
});
