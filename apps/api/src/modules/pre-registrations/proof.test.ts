import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preRegistrationCodes, preRegistrations } from '../../db/schema/index';
import { solvedCaptcha } from '../captcha/testing';
import {
  type PaymentsTest,
  PRICE,
  paymentCalls,
  requestRow,
  startPaymentsTest,
} from '../payments/testing';
import { insertRequest } from './testing';

let p: PaymentsTest;
beforeAll(async () => {
  p = await startPaymentsTest();
}, 60_000);
afterAll(() => p.close());
const { pay, written } = paymentCalls(() => p);

/** The pay form as a stranger fills it with the owner's cédula and type, and their own e-mail. */
async function payForm(owner: { dni: string }, more: Record<string, unknown> = {}) {
  return {
    dni: owner.dni,
    nationality: 'V',
    names: 'Extraño',
    lastNames: 'Que Paga',
    email: 'extrano@aptovial.test',
    phone: '0414-5550000',
    dateBirth: '1990-01-01',
    state: 'VE-B',
    municipality: 201,
    grades: ['2'],
    typeCertifields: 'Primera vez',
    destination_id: '12345678',
    destination_mobile_number: '0414-1234567',
    destination_bank_id: '105',
    twofactor_auth: '00001111',
    amount: PRICE,
    altcha: await solvedCaptcha(p.t),
    ...more,
  };
}

let serial = 0;
/** An open request of someone else: the one a repeated request must not reach without proof. */
async function ownersRequest() {
  serial += 1;
  const dni = String(26_100_000 + serial);
  const email = `duena.${dni}@aptovial.test`;
  const id = await insertRequest(p.t, { dni, email, type: 'Primera vez' });
  return { id, dni, email };
}

const codeIn = (text: string) => text.match(/Código: (\d{6})/)?.[1] ?? '';
const proofTo = async (email: string) =>
  codeIn((await p.smtp.waitFor(email, (mail) => /Código para continuar/.test(mail.subject))).text);

// Decision 0051: a second request with someone's cédula and type was answered with the open
// request's number, and a stranger then paid it (and read its receipt) through the pay form.
describe('paying a request the person already has open takes the code e-mailed to it', () => {
  it('refuses a stranger without the code: nothing stored or charged, the code to the owner', async () => {
    const owner = await ownersRequest();
    const before = { ...(await written()), sent: p.bank.received.c2p };
    const response = await pay(await payForm(owner));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ error: 'PRE_REGISTER_PROOF_REQUIRED' });
    expect(response.body).not.toContain(String(owner.id));
    expect(response.body).not.toContain(owner.email);
    expect(p.bank.received.c2p).toBe(before.sent);
    const after = await written();
    expect(after).toMatchObject({ payments: before.payments, requests: before.requests });
    expect(await proofTo(owner.email)).toMatch(/^\d{6}$/);
    expect(p.smtp.messages.some((mail) => mail.to === 'extrano@aptovial.test')).toBe(false);
    expect((await requestRow(p.t, owner.id)).paymentId).toBeNull();
  });

  it('keeps the code hashed, and refuses wrong ones, then every one after five tries', async () => {
    const owner = await ownersRequest();
    await pay(await payForm(owner));
    const code = await proofTo(owner.email);
    const [stored] = await p.t.database.db
      .select()
      .from(preRegistrationCodes)
      .where(eq(preRegistrationCodes.preRegistrationId, owner.id));
    expect(stored?.codeHash).not.toContain(code);
    const wrong = code === '000000' ? '111111' : '000000';
    const sent = p.bank.received.c2p;
    for (let tries = 0; tries < 5; tries += 1) {
      const refused = await pay(await payForm(owner, { emailCode: wrong }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'OTP_INVALID' });
      expect(refused.json().errors).toEqual([{ field: 'emailCode', message: expect.any(String) }]);
    }
    const late = await pay(await payForm(owner, { emailCode: code }));
    expect(late.statusCode).toBe(429);
    expect(late.json()).toMatchObject({ error: 'OTP_TOO_MANY_ATTEMPTS' });
    expect(p.bank.received.c2p).toBe(sent);
    expect((await requestRow(p.t, owner.id)).paymentId).toBeNull();
  });

  it('refuses an expired code', async () => {
    const owner = await ownersRequest();
    await pay(await payForm(owner));
    const code = await proofTo(owner.email);
    await p.t.database.db
      .update(preRegistrationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(preRegistrationCodes.preRegistrationId, owner.id));
    const expired = await pay(await payForm(owner, { emailCode: code }));
    expect(expired.json()).toMatchObject({ error: 'OTP_EXPIRED' });
  });

  it('lets the owner, with the code, pay the open request itself', async () => {
    const owner = await ownersRequest();
    await pay(await payForm(owner));
    const code = await proofTo(owner.email);
    const paid = await pay(await payForm(owner, { emailCode: code }));
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({
      payment: { status: 'approved' },
      preRegistrationId: owner.id,
    });
    const rows = await p.t.database.db
      .select()
      .from(preRegistrations)
      .where(eq(preRegistrations.dni, owner.dni));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.paymentId).toBe(paid.json().data.payment.id);
  });

  it('asks no code of a new request', async () => {
    const fresh = await pay(await payForm({ dni: '26999111' }));
    expect(fresh.statusCode, fresh.body).toBe(201);
  });
});
