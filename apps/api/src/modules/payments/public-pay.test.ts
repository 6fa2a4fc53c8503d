import { apiPaths } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preRegistrations } from '../../db/schema/index';
import { createTestApp } from '../../test/app';
import { solvedCaptcha } from '../captcha/testing';
import { applicant, setRequestsOpen } from '../pre-registrations/testing';
import { expectRefusal } from '../users/testing';
import {
  type PaymentsTest,
  PRICE,
  paymentCalls,
  paymentRow,
  requestRow,
  startPaymentsTest,
} from './testing';

let p: PaymentsTest;
beforeAll(async () => {
  p = await startPaymentsTest();
}, 60_000);
afterAll(() => p.close());
const { pay, written } = paymentCalls(() => p);

/** The pay form: the request's fields, the charge's and (unless given) a solved challenge. */
async function payForm(person = applicant(), charge: Record<string, unknown> = {}) {
  return {
    ...person,
    destination_id: person.dni,
    destination_mobile_number: '0414-1234567',
    destination_bank_id: '105',
    nationality: person.nationality,
    twofactor_auth: '00001111',
    amount: PRICE,
    altcha: await solvedCaptcha(p.t),
    ...charge,
  };
}

describe('POST /api/preRegister/createPreregisterPay (the public pays its request)', () => {
  it('stores the request paid by an approved charge, in one go, and e-mails the receipt', async () => {
    const person = applicant();
    const response = await pay(await payForm(person));
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ payment: { status: 'approved' }, amount: PRICE });
    const request = await requestRow(p.t, data.preRegistrationId);
    expect(request).toMatchObject({ dni: person.dni, type: person.typeCertifields });
    expect(request.paymentId).toBe(data.payment.id);
    const row = await paymentRow(p.t, data.payment.id);
    expect(row).toMatchObject({ payerId: `V${person.dni}`, bankCode: 105, createdBy: null });
    // Someone of another nationality may pay: the letter typed with the cédula is theirs.
    const other = await pay(await payForm(applicant(), { destination_id: 'E81234567' }));
    expect(other.statusCode, other.body).toBe(201);
    expect(await paymentRow(p.t, other.json().data.payment.id)).toMatchObject({
      payerId: 'E81234567',
    });
    const mail = await p.smtp.waitFor(person.email);
    expect(mail.subject).toContain(`N.º ${data.preRegistrationId}`);
    expect(mail.text).toContain(data.reference);
    expect(mail.text).toContain('/api/payments/receipt/');
  });

  it('a decline keeps the request open and unpaid; paying again reuses it with a new invoice', async () => {
    const person = applicant();
    const declined = await pay(
      await payForm(person, { destination_mobile_number: '0414-0000051' }),
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const first = declined.json().data;
    expect(first.payment.status).toBe('failed');
    expect((await requestRow(p.t, first.preRegistrationId)).paymentId).toBeNull();
    // The request is open now: paying it again takes the code e-mailed to it (decision 0051).
    expectRefusal(await pay(await payForm(person)), undefined, 409, 'PRE_REGISTER_PROOF_REQUIRED');
    const proof = await p.smtp.waitFor(person.email, (mail) =>
      /Código para continuar/.test(mail.subject),
    );
    const emailCode = proof.text.match(/Código: (\d{6})/)?.[1];
    const again = await pay(await payForm(person, { emailCode }));
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json().data;
    expect(second.preRegistrationId).toBe(first.preRegistrationId);
    expect(second.invoice).not.toBe(first.invoice);
    const rows = await p.t.database.db
      .select()
      .from(preRegistrations)
      .where(eq(preRegistrations.dni, person.dni));
    expect(rows).toHaveLength(1);
    // The same person paying their open request again: already paid, nothing charged.
    const sent = p.bank.received.c2p;
    expectRefusal(
      await pay(await payForm(person, { emailCode })),
      undefined,
      409,
      'PRE_REGISTER_ALREADY_PAID',
    );
    expect(p.bank.received.c2p).toBe(sent);
  });

  it('refuses a replayed or missing challenge (400): nothing stored, nothing charged', async () => {
    const form = await payForm();
    expect((await pay(form)).statusCode).toBe(201);
    const before = { written: await written(), sent: p.bank.received.c2p };
    const replay = { ...(await payForm()), altcha: form.altcha };
    expectRefusal(await pay(replay), undefined, 400, 'CAPTCHA_REUSED');
    const { altcha: _, ...missing } = await payForm();
    expectRefusal(await pay(missing), undefined, 400, 'CAPTCHA_REQUIRED');
    expect(await written()).toEqual(before.written);
    expect(p.bank.received.c2p).toBe(before.sent);
  });

  it('refuses while requests are closed (409): nothing stored, nothing charged', async () => {
    await setRequestsOpen(p.t, false);
    try {
      const before = { written: await written(), sent: p.bank.received.c2p };
      expectRefusal(await pay(await payForm()), undefined, 409, 'PRE_REGISTER_CLOSED');
      expect(await written()).toEqual(before.written);
      expect(p.bank.received.c2p).toBe(before.sent);
    } finally {
      await setRequestsOpen(p.t, true);
    }
  });

  it.each([
    ['another amount', { amount: '100.00' }, 422, 'PAYMENT_AMOUNT_MISMATCH', undefined],
    [
      'a bank outside the catalogue',
      { destination_bank_id: '100' },
      400,
      'VALIDATION_ERROR',
      'destination_bank_id',
    ],
    [
      'a bad phone',
      { destination_mobile_number: '0414' },
      400,
      'VALIDATION_ERROR',
      'destination_mobile_number',
    ],
    ['a bad id', { destination_id: 'V1' }, 400, 'VALIDATION_ERROR', 'destination_id'],
    [
      'a municipality of another state',
      { municipality: 101 },
      400,
      'VALIDATION_ERROR',
      'municipality',
    ],
  ])('refuses %s: nothing stored, nothing charged', async (_, change, status, code, field) => {
    const before = { written: await written(), sent: p.bank.received.c2p };
    expectRefusal(await pay(await payForm(applicant(), change)), field, status, code);
    expect(await written()).toEqual(before.written);
    expect(p.bank.received.c2p).toBe(before.sent);
  });

  it('two tabs of one person paying at once store one request and charge once', async () => {
    const person = applicant();
    const before = p.bank.payments().length;
    const answers = await Promise.all([pay(await payForm(person)), pay(await payForm(person))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(p.bank.payments().length).toBe(before + 1);
    const rows = await p.t.database.db
      .select()
      .from(preRegistrations)
      .where(eq(preRegistrations.dni, person.dni));
    expect(rows).toHaveLength(1);
  });

  it('limits each address per minute (429 with Retry-After), before reading the form', async () => {
    const limited = await createTestApp({ rateLimit: { publicPerMinute: 2, loginPerMinute: 2 } });
    try {
      const post = () =>
        limited.app.inject({ method: 'POST', url: apiPaths.createPreregisterPay, payload: {} });
      expect([(await post()).statusCode, (await post()).statusCode]).toEqual([400, 400]);
      const flood = await post();
      expect(flood.statusCode).toBe(429);
      expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
