import { addDays, lastBusinessDay, todayInCaracas } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRate } from '../commissions/testing';
import { insertRequest } from '../pre-registrations/testing';
import { expectRefusal } from '../users/testing';
import {
  c2pBody,
  type PaymentsTest,
  PRICE,
  paymentCalls,
  paymentRow,
  requestRow,
  setPrice,
  startPaymentsTest,
} from './testing';

let p: PaymentsTest;
beforeAll(async () => {
  p = await startPaymentsTest();
}, 60_000);
afterAll(() => p.close());
const { doctor, tokenOf, charge, written } = paymentCalls(() => p);
const charged = () => p.bank.payments().length;

describe('POST /api/payments/c2p (a road-medicine doctor charges a request)', () => {
  it('approves: 201, the payment approved and the request paid together, a receipt e-mailed', async () => {
    const id = await insertRequest(p.t);
    const response = await charge(await doctor(), c2pBody(id));
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      payment: { status: 'approved' },
      reference: expect.stringMatching(/^\d+$/),
      amount: PRICE,
      invoice: expect.stringMatching(/^AV\d{8}[0-9A-F]{10}$/),
      preRegistrationId: id,
      receiptUrl: expect.stringContaining(`/api/payments/receipt/${data.payment.id}?key=`),
    });
    const row = await paymentRow(p.t, data.payment.id);
    expect(row).toMatchObject({
      status: 'approved',
      method: 'c2p',
      amount: PRICE,
      payerId: 'V12345678',
      payerPhoneMasked: '0414-***4567',
      payerPhoneSealed: null,
      bankCode: 134,
      paymentReference: data.reference,
      nextCheckAt: null,
    });
    expect(row.createdBy).toEqual(expect.any(Number));
    const request = await requestRow(p.t, id);
    expect(request.paymentId).toBe(row.id);
    expect(request.paidAt).toEqual(row.settledAt);
    const mail = await p.smtp.waitFor(request.email);
    expect(mail.subject).toContain(`N.º ${id}`);
    for (const text of [mail.text, mail.html]) {
      expect(text).toContain(data.reference);
      expect(text).toContain('Bs. 1.520,50');
      expect(text).toContain(data.invoice);
    }
    // The printable receipt, with its key; another key finds nothing.
    const path = new URL(data.receiptUrl).pathname + new URL(data.receiptUrl).search;
    const pdf = await p.t.app.inject({ method: 'GET', url: path });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forged = path.replace(/key=.*/, `key=${'A'.repeat(32)}`);
    expectRefusal(
      await p.t.app.inject({ method: 'GET', url: forged }),
      undefined,
      404,
      'NOT_FOUND',
    );
  });

  it.each([
    ['insufficient funds', { destination_mobile_number: '0414-0000051' }, /fondos/i],
    ['a payer not affiliated to C2P', { destination_mobile_number: '0414-0000821' }, /C2P/],
    ['a wrong payment key', { twofactor_auth: '99999999' }, /clave/i],
  ])(
    'a decline (%s) fails the attempt: 200, Spanish, the request still open and unpaid',
    async (_, change, message) => {
      const id = await insertRequest(p.t);
      const before = charged();
      const response = await charge(await doctor(), c2pBody(id, change));
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({
        payment: { status: 'failed' },
        reference: null,
        receiptUrl: null,
      });
      expect(data.message).toMatch(message);
      expect(charged()).toBe(before);
      const row = await paymentRow(p.t, data.payment.id);
      expect(row).toMatchObject({
        status: 'failed',
        payerPhoneSealed: null,
        message: data.message,
      });
      expect((await requestRow(p.t, id)).paymentId).toBeNull();
      // A new attempt is a new invoice, and may be approved.
      const again = await charge(await doctor(), c2pBody(id));
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().data.invoice).not.toBe(data.invoice);
    },
  );

  it('refuses a request already paid (409) and charges nothing', async () => {
    const id = await insertRequest(p.t);
    expect((await charge(await doctor(), c2pBody(id))).statusCode).toBe(201);
    const before = { written: await written(), charged: charged(), sent: p.bank.received.c2p };
    const again = await charge(await doctor(), c2pBody(id));
    const body = expectRefusal(again, undefined, 409, 'PRE_REGISTER_ALREADY_PAID');
    expect(body.message).toMatch(/ya está pagada/);
    expect(await written()).toEqual(before.written);
    expect([charged(), p.bank.received.c2p]).toEqual([before.charged, before.sent]);
  });

  it('refuses a request already served by a certificate (409) and charges nothing', async () => {
    const id = await insertRequest(p.t, {
      certificateId: 900_000_000 + Math.floor(Math.random() * 1e6),
    });
    const before = { written: await written(), sent: p.bank.received.c2p };
    expectRefusal(await charge(await doctor(), c2pBody(id)), undefined, 409, 'PRE_REGISTER_SERVED');
    expect(await written()).toEqual(before.written);
    expect(p.bank.received.c2p).toBe(before.sent);
  });

  it('refuses an amount other than the price in force (422), saying only that it changed', async () => {
    const id = await insertRequest(p.t);
    const before = { written: await written(), sent: p.bank.received.c2p };
    for (const amount of ['1520.49', '1520,51', '1.00']) {
      const body = expectRefusal(
        await charge(await doctor(), c2pBody(id, { amount })),
        undefined,
        422,
        'PAYMENT_AMOUNT_MISMATCH',
      );
      expect(body.message).toMatch(/precio del certificado cambió/);
      expect(body.message).not.toMatch(/\d/);
    }
    // The same price written otherwise is the same price.
    expect((await charge(await doctor(), c2pBody(id, { amount: '1520,5' }))).statusCode).toBe(201);
    expect(before.sent + 1).toBe(p.bank.received.c2p);
  });

  it.each([
    ['a bank outside the catalogue', { destination_bank_id: 999 }, 'destination_bank_id'],
    ['a landline', { destination_mobile_number: '0212-5551234' }, 'destination_mobile_number'],
    [
      'a phone of the wrong shape',
      { destination_mobile_number: '0414-12' },
      'destination_mobile_number',
    ],
    ['an id of the wrong shape', { destination_id: 'V12' }, 'destination_id'],
    [
      'an id whose letter is not the nationality',
      { destination_id: 'E12345678' },
      'destination_id',
    ],
    ['an amount as a JSON number', { amount: 1520.5 }, 'amount'],
    ['an amount with three decimals', { amount: '1520.505' }, 'amount'],
    ['no payment key', { twofactor_auth: '' }, 'twofactor_auth'],
    ['an unknown field', { origin_mobile_number: '0414-1234567' }, 'origin_mobile_number'],
  ])('refuses %s (400): nothing stored, nothing charged', async (_, change, field) => {
    const id = await insertRequest(p.t);
    const before = { written: await written(), sent: p.bank.received.c2p };
    expectRefusal(await charge(await doctor(), c2pBody(id, change)), field);
    expect(await written()).toEqual(before.written);
    expect(p.bank.received.c2p).toBe(before.sent);
  });

  it('refuses an unknown request (404), anonymous callers (401) and other modules (403)', async () => {
    const before = { written: await written(), sent: p.bank.received.c2p };
    expectRefusal(
      await charge(await doctor(), c2pBody(99_999_999)),
      'idPreRegister',
      404,
      'NOT_FOUND',
    );
    const id = await insertRequest(p.t);
    expect((await charge(undefined, c2pBody(id))).statusCode).toBe(401);
    const college = await tokenOf('colegio', 'admin.medicos');
    expectRefusal(await charge(college, c2pBody(id)), undefined, 403, 'WRONG_MODULE');
    const admin = await tokenOf('medicVial', 'admin.vial');
    expect((await charge(admin, c2pBody(id))).statusCode).toBe(201);
    expect(p.bank.received.c2p).toBe(before.sent + 1);
  });

  it('two tabs paying one request at once charge once', async () => {
    const id = await insertRequest(p.t);
    const token = await doctor();
    const before = charged();
    const answers = await Promise.all([charge(token, c2pBody(id)), charge(token, c2pBody(id))]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)?.json();
    expect(['PAYMENT_IN_PROGRESS', 'PRE_REGISTER_ALREADY_PAID']).toContain(refused.error);
    expect(charged()).toBe(before + 1);
  });

  it('a second charge while the first is still at the bank is PAYMENT_IN_PROGRESS (409)', async () => {
    const id = await insertRequest(p.t);
    const token = await doctor();
    const sent = p.bank.received.c2p;
    const first = charge(token, c2pBody(id, { destination_mobile_number: '0414-0000409' }));
    // The first is written pending before it leaves: the second meets it in the unique index.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expectRefusal(await charge(token, c2pBody(id)), undefined, 409, 'PAYMENT_IN_PROGRESS');
    expect((await first).statusCode).toBe(202);
    expect(p.bank.received.c2p).toBe(sent + 1);
  });

  it('charges the stored rate when both rate services are down (the price never blocks)', async () => {
    // No hand price; the services answer nothing (closed port): the last good rate, a week old.
    await setPrice(p.t, '5.00', null);
    await storeRate(p.t, '304.1000', addDays(lastBusinessDay(todayInCaracas()), -7));
    try {
      const id = await insertRequest(p.t);
      const response = await charge(await doctor(), c2pBody(id));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.amount).toBe(PRICE);
    } finally {
      await setPrice(p.t, '5.00', '304.1000');
    }
  });
});
