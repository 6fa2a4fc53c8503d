import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { C2pChargeRequest, PaymentGateway } from '../../adapters/payments/gateway';
import { auditEvents, emailOutbox, payments } from '../../db/schema/index';
import { insertRequest } from '../pre-registrations/testing';
import {
  c2pBody,
  makeDue,
  outboxFor,
  type PaymentsTest,
  paymentCalls,
  paymentRow,
  requestRow,
  startPaymentsTest,
} from './testing';

/** How the bank misbehaves in the test under way, beyond what its test phones do. */
const bank = { charge: 'normal', search: 'normal' } as {
  charge: 'normal' | 'dies after charging' | 'hangs after charging' | 'sent twice';
  search: 'normal' | 'down';
};
let release: () => void = () => {};
let answerHeld = false;
const misbehaving = (real: PaymentGateway): PaymentGateway => ({
  async charge(request: C2pChargeRequest) {
    if (bank.charge === 'normal') return real.charge(request);
    if (bank.charge === 'sent twice') {
      await real.charge(request);
      return real.charge(request);
    }
    const result = await real.charge(request);
    // The process "dies" between the bank's approval and the second transaction.
    if (bank.charge === 'dies after charging') throw new Error('proceso terminado');
    await new Promise<void>((resolve) => {
      release = resolve;
      answerHeld = true;
    });
    return result;
  },
  async searchMobilePayments(criteria) {
    if (bank.search === 'normal') return real.searchMobilePayments(criteria);
    return {
      outcome: 'unavailable',
      reason: 'timeout',
      bankCode: undefined,
      message: 'El banco no respondió',
      bankTransactionId: undefined,
    };
  },
});

let p: PaymentsTest;
beforeAll(async () => {
  // Giving up needs 3 searches and no age: the failing case takes three passes.
  p = await startPaymentsTest({ wrap: misbehaving, giveUpMs: 0 });
}, 60_000);
afterAll(() => p.close());
const { doctor, charge } = paymentCalls(() => p);

/** A charge of a new request answered 202 pending, with the row as it stands. */
async function pendingCharge(change: Record<string, unknown> = {}) {
  const id = await insertRequest(p.t);
  const response = await charge(await doctor(), c2pBody(id, change));
  expect(response.statusCode, response.body).toBe(202);
  const { data } = response.json();
  expect(data).toMatchObject({ payment: { status: 'pending' }, reference: null });
  expect(data.message).toMatch(/no confirmó/);
  const row = await paymentRow(p.t, data.payment.id);
  expect(row).toMatchObject({
    status: 'pending',
    payerPhoneSealed: expect.stringMatching(/^v1\./),
  });
  expect((await requestRow(p.t, id)).paymentId).toBeNull();
  return { id, paymentId: data.payment.id as number, invoice: data.invoice as string };
}

/** Approved by the reconciliation: request paid in the same stroke, receipt queued once. */
async function expectReconciledApproved(id: number, paymentId: number) {
  await makeDue(p.t);
  expect(await p.reconcile()).toMatchObject({ approved: 1 });
  const row = await paymentRow(p.t, paymentId);
  expect(row).toMatchObject({ status: 'approved', payerPhoneSealed: null, nextCheckAt: null });
  expect(row.paymentReference).toMatch(/^\d+$/);
  const request = await requestRow(p.t, id);
  expect(request.paymentId).toBe(paymentId);
  const mails = await outboxFor(p.t, request.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.textBody).toContain(row.paymentReference);
}

describe('the reconciliation of pending charges', () => {
  it('a charge the bank made but never answered (timeout) is found and approved', async () => {
    const { id, paymentId } = await pendingCharge({ destination_mobile_number: '0414-0000408' });
    const row = await paymentRow(p.t, paymentId);
    // Not looked at before the charge's own timeout (and a grace) has passed.
    expect(row.nextCheckAt?.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await p.reconcile()).toEqual({ approved: 0, failed: 0, pending: 0 });
    await expectReconciledApproved(id, paymentId);
  });

  it('a charge the bank never made is failed after three searches, and the payer told', async () => {
    const { id, paymentId, invoice } = await pendingCharge({
      destination_mobile_number: '0414-0000409',
    });
    for (const check of [1, 2]) {
      await makeDue(p.t);
      expect(await p.reconcile()).toMatchObject({ pending: 1 });
      expect(await paymentRow(p.t, paymentId)).toMatchObject({ status: 'pending', checks: check });
    }
    await makeDue(p.t);
    expect(await p.reconcile()).toMatchObject({ failed: 1 });
    expect(await paymentRow(p.t, paymentId)).toMatchObject({
      status: 'failed',
      outcomeCode: 'not_found',
      payerPhoneSealed: null,
    });
    const request = await requestRow(p.t, id);
    expect(request.paymentId).toBeNull();
    const [mail] = await outboxFor(p.t, request.email);
    expect(mail?.subject).toContain(`N.º ${id}`);
    expect(mail?.textBody).toContain('no confirmó');
    expect(mail?.textBody).toContain(invoice);
  });

  it('a charge answered with garbage is found and approved', async () => {
    const { id, paymentId } = await pendingCharge({ destination_mobile_number: '0414-0000502' });
    await expectReconciledApproved(id, paymentId);
  });

  it('the process dying between the approval and the commit: the pending row is settled', async () => {
    bank.charge = 'dies after charging';
    try {
      const { id, paymentId } = await pendingCharge();
      await expectReconciledApproved(id, paymentId);
    } finally {
      bank.charge = 'normal';
    }
  });

  it('an answer arriving after the reconciliation settled changes nothing (one e-mail)', async () => {
    bank.charge = 'hangs after charging';
    try {
      const id = await insertRequest(p.t);
      const answer = charge(await doctor(), c2pBody(id));
      // Written pending, charged at the bank, its answer held back.
      await expect.poll(() => answerHeld).toBe(true);
      const [row] = await p.t.database.db
        .select()
        .from(payments)
        .where(eq(payments.preRegistrationId, id));
      if (!row) throw new Error('no payment');
      await expectReconciledApproved(id, row.id);
      release();
      const response = await answer;
      expect(response.statusCode, response.body).toBe(201);
      expect(await outboxFor(p.t, (await requestRow(p.t, id)).email)).toHaveLength(1);
    } finally {
      bank.charge = 'normal';
    }
  });

  it('the same invoice sent twice is charged once; the second answer leaves it pending', async () => {
    bank.charge = 'sent twice';
    try {
      const { id, paymentId, invoice } = await pendingCharge();
      expect((await paymentRow(p.t, paymentId)).outcomeCode).toBe('already_sent');
      expect(p.bank.payments().filter((held) => held.invoiceNumber === invoice)).toHaveLength(1);
      await expectReconciledApproved(id, paymentId);
    } finally {
      bank.charge = 'normal';
    }
    // The database refuses a second payment with an invoice already used.
    const [used] = await p.t.database.db.select().from(payments).limit(1);
    if (!used) throw new Error('no payment');
    const { id: _, ...copy } = used;
    await expect(
      p.t.database.db
        .insert(payments)
        .values({ ...copy, status: 'failed', paymentReference: null, preRegistrationId: null }),
    ).rejects.toThrow();
  });

  it('the bank not answering searches is never a verdict: asked again later, backing off', async () => {
    const { paymentId } = await pendingCharge({ destination_mobile_number: '0414-0000409' });
    bank.search = 'down';
    try {
      const waits: number[] = [];
      for (let pass = 0; pass < 4; pass += 1) {
        await makeDue(p.t);
        const before = Date.now();
        expect(await p.reconcile()).toMatchObject({ pending: 1 });
        const row = await paymentRow(p.t, paymentId);
        expect(row).toMatchObject({ status: 'pending', outcomeCode: 'search_unavailable' });
        waits.push((row.nextCheckAt?.getTime() ?? 0) - before);
      }
      expect(waits[3]).toBeGreaterThan(waits[0] ?? Number.POSITIVE_INFINITY);
    } finally {
      bank.search = 'normal';
    }
  });

  it('keeps no payment key and no whole phone, in the rows, the audit, the e-mails or the log', async () => {
    const rows = JSON.stringify([
      await p.t.database.db.select().from(payments),
      await p.t.database.db.select().from(auditEvents).where(eq(auditEvents.entity, 'payment')),
      await p.t.database.db.select().from(emailOutbox),
    ]);
    const log = JSON.stringify(p.log.lines);
    expect(p.log.lines.length).toBeGreaterThan(5);
    for (const secret of ['00001111', '4141234567', '4140000408', '4140000409', '4140000502']) {
      expect(rows).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('12345678');
  });
});
