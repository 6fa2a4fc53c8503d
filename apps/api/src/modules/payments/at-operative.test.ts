import { addDays, todayInCaracas } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRequest } from '../pre-registrations/testing';
import {
  demoAccountOf,
  insertOperative,
  operativeOfPayment,
} from '../road-medicine/operative-testing';
import { expectRefusal } from '../users/testing';
import { c2pBody, type PaymentsTest, paymentCalls, requestRow, startPaymentsTest } from './testing';

let p: PaymentsTest;
/** The demo doctor (director.vial) and the road Admin (admin.vial): their accounts. */
const accounts = { doctor: 0, admin: 0 };
beforeAll(async () => {
  p = await startPaymentsTest();
  accounts.doctor = (await demoAccountOf(p.t, 'director.vial')).id;
  accounts.admin = (await demoAccountOf(p.t, 'admin.vial')).id;
}, 60_000);
afterAll(() => p.close());
const { doctor, tokenOf, charge, written } = paymentCalls(() => p);
/** The sandbox bank's ledger: what it holds and what reached it. */
const ledger = () => ({ held: p.bank.payments().length, sent: p.bank.received.c2p });
/** A day of its own for each live operative of the one demo doctor (one live per day). */
let dayOffset = 10;
function anotherDay(): string {
  dayOffset += 1;
  return addDays(todayInCaracas(), dayOffset);
}

describe('POST /api/payments/c2p at a field operative (pagar-solicitud, decision 0025)', () => {
  let operativeId: number;
  beforeAll(async () => {
    operativeId = await insertOperative(p.t, accounts.doctor, { state: 'VE-B', municipality: 201 });
  });

  it('charges a request of its town there: the payment keeps the operative', async () => {
    const id = await insertRequest(p.t);
    const response = await charge(await doctor(), c2pBody(id, { operativeId }));
    expect(response.statusCode, response.body).toBe(201);
    const { payment } = response.json().data;
    expect(await operativeOfPayment(p.t, payment.id)).toBe(operativeId);
    expect((await requestRow(p.t, id)).paymentId).toBe(payment.id);
    // Without one, the payment keeps none.
    const plain = await charge(await doctor(), c2pBody(await insertRequest(p.t)));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await operativeOfPayment(p.t, plain.json().data.payment.id)).toBeNull();
  });

  it('the road Admin charges at the doctor’s operative', async () => {
    const admin = await tokenOf('medicVial', 'admin.vial');
    const response = await charge(admin, c2pBody(await insertRequest(p.t), { operativeId }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await operativeOfPayment(p.t, response.json().data.payment.id)).toBe(operativeId);
  });

  it.each([
    ['Pending', 409, 'OPERATIVE_NOT_IN_PROGRESS'],
    ['Rescheduled', 409, 'OPERATIVE_NOT_IN_PROGRESS'],
    ['Executed', 409, 'OPERATIVE_NOT_IN_PROGRESS'],
    ['another doctor’s', 403, 'OPERATIVE_NOT_YOURS'],
    ['an unknown', 404, 'OPERATIVE_NOT_FOUND'],
  ] as const)(
    'refuses an operative %s (%s): nothing written, the bank never asked',
    async (kind, status, code) => {
      const where = { state: 'VE-B', municipality: 201, day: anotherDay() };
      const at =
        kind === 'an unknown'
          ? 99_999_999
          : kind === 'another doctor’s'
            ? await insertOperative(p.t, accounts.admin, where)
            : await insertOperative(p.t, accounts.doctor, { ...where, status: kind });
      const id = await insertRequest(p.t);
      const before = { written: await written(), ledger: ledger() };
      expectRefusal(
        await charge(await doctor(), c2pBody(id, { operativeId: at })),
        undefined,
        status,
        code,
      );
      expect(await written()).toEqual(before.written);
      expect(ledger()).toEqual(before.ledger);
      expect((await requestRow(p.t, id)).paymentId).toBeNull();
    },
  );

  it.each([
    ['another municipality of its state', { state: 'VE-B', municipality: 202 }],
    ['another state', { state: 'VE-A', municipality: 101 }],
  ])('refuses a request of %s (422): nothing written, the bank never asked', async (_, town) => {
    const id = await insertRequest(p.t, town);
    const before = { written: await written(), ledger: ledger() };
    const response = await charge(await doctor(), c2pBody(id, { operativeId }));
    const body = expectRefusal(response, 'idPreRegister', 422, 'OPERATIVE_OTHER_MUNICIPALITY');
    expect(body.message).toMatch(/otro municipio/);
    expect(await written()).toEqual(before.written);
    expect(ledger()).toEqual(before.ledger);
  });

  it('an unknown request at the operative is still the charge’s 404', async () => {
    const before = ledger();
    const response = await charge(await doctor(), c2pBody(99_999_999, { operativeId }));
    expectRefusal(response, 'idPreRegister', 404, 'NOT_FOUND');
    expect(ledger()).toEqual(before);
  });

  it('refuses an operativeId that is no positive whole number (400)', async () => {
    const id = await insertRequest(p.t);
    for (const bad of ['abc', 0, -3, 1.5]) {
      expectRefusal(await charge(await doctor(), c2pBody(id, { operativeId: bad })), 'operativeId');
    }
  });
});
