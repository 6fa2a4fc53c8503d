import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../../adapters/spreadsheet/xlsx';
import { readSheet } from '../../test/xlsx';
import { solvedCaptcha } from '../captcha/testing';
import {
  c2pBody,
  type PaymentsTest,
  PRICE,
  paymentCalls,
  startPaymentsTest,
} from '../payments/testing';
import { applicant, callerOf, insertRequest, PREFIX } from './testing';

// Decision 0066: Lista-preRegistro says who paid, filters by it, and the detail shows the charge.
let p: PaymentsTest;
const ids = { none: 0, paid: 0, failed: 0, retried: 0, pending: 0 };
const references = { paid: '' };
const { charge, pay, doctor, tokenOf } = paymentCalls(() => p);
const call = callerOf(() => p.t);
const admin = () => tokenOf('medicVial', 'admin.vial');
const get = async (url: string) => call(await admin(), { method: 'GET', url });

/** A doctor's charge of request `id` from `phone` (the sandbox bank's outcome), its answer. */
async function charged(id: number, phone: string, status: number) {
  const response = await charge(await doctor(), c2pBody(id, { destination_mobile_number: phone }));
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data as { reference: string | null };
}

beforeAll(async () => {
  p = await startPaymentsTest();
  ids.none = await insertRequest(p.t);
  ids.paid = await insertRequest(p.t);
  references.paid = (await charged(ids.paid, '0414-1234567', 201)).reference ?? '';
  ids.failed = await insertRequest(p.t);
  await charged(ids.failed, '0414-0000051', 200);
  // Declined, then paid: the last charge counts.
  ids.retried = await insertRequest(p.t);
  await charged(ids.retried, '0414-0000821', 200);
  await charged(ids.retried, '0414-1234567', 201);
  // The bank charged but answered garbage: pending until the reconciliation.
  ids.pending = await insertRequest(p.t);
  await charged(ids.pending, '0414-0000502', 202);
}, 90_000);
afterAll(() => p.close());

/** The ids of the list's rows for `query`, and its total. */
async function listed(query: string) {
  const response = await get(`${PREFIX}?limit=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as { data: { id: number; payment: unknown }[]; total: number };
  return { ids: page.data.map((row) => row.id), total: page.total, rows: page.data };
}
const mine = (found: number[]) => found.filter((id) => Object.values(ids).includes(id)).sort();

describe('GET /api/preRegister: the payment of each request', () => {
  it('answers each row with its last charge, null when never charged', async () => {
    const { rows } = await listed('');
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.none)?.payment).toBeNull();
    expect(byId.get(ids.paid)?.payment).toMatchObject({
      status: 'approved',
      amount: PRICE,
      paymentReference: references.paid,
    });
    expect(byId.get(ids.failed)?.payment).toMatchObject({ status: 'failed' });
    expect(byId.get(ids.retried)?.payment).toMatchObject({ status: 'approved' });
    expect(byId.get(ids.pending)?.payment).toMatchObject({ status: 'pending' });
  });

  it.each([
    ['paid', ['paid', 'retried']],
    ['pending', ['pending']],
    ['failed', ['failed']],
    ['none', ['none']],
  ] as const)('filters payment=%s, the total counted alike', async (filter, names) => {
    const found = await listed(`payment=${filter}`);
    expect(mine(found.ids)).toEqual(names.map((name) => ids[name]).sort());
    expect(found.total).toBe(found.ids.length);
    // With the other filters, and paged by the same capped pager.
    const open = await listed(`payment=${filter}&status=served`);
    expect(mine(open.ids)).toEqual([]);
    const second = await get(`${PREFIX}?payment=${filter}&limit=1&page=2`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().total).toBe(found.total);
    expect(second.json().data.map((row: { id: number }) => row.id)).toEqual(found.ids.slice(1, 2));
  });

  it('refuses a payment filter it does not know, in Spanish', async () => {
    for (const value of ['approved', 'PAID', '']) {
      const response = await get(`${PREFIX}?payment=${value}`);
      expect(response.statusCode, `${value}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        errors: [{ field: 'payment' }],
      });
    }
  });

  it('exports the payment column to Excel, filtered alike', async () => {
    const response = await get(`${PREFIX}/xlsx?payment=failed`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(XLSX_CONTENT_TYPE);
    const [head, ...rows] = await readSheet(response.rawPayload);
    const at = (name: string) => head?.indexOf(name) ?? -1;
    expect(at('Pago')).toBeGreaterThan(-1);
    const row = rows.find((cells) => cells[0] === String(ids.failed));
    expect(row?.[at('Pago')]).toBe('Pago fallido');
    expect(row?.[at('Monto (Bs)')]).toBe(PRICE);
  });
});

describe('GET /api/preRegister/{id}: the detail says how it was paid', () => {
  it('shows the approved charge: amount, reference, bank, day', async () => {
    const response = await get(`${PREFIX}/${ids.paid}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.payment).toEqual({
      status: 'approved',
      amount: PRICE,
      invoiceNumber: expect.stringMatching(/^AV\d{8}[0-9A-F]{10}$/),
      paymentReference: references.paid,
      bankCode: 134,
      trxDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      message: 'Pago aprobado por su banco.',
      createdAt: expect.any(String),
      settledAt: expect.any(String),
    });
  });

  it("shows a declined charge with the bank's reason, and none for a request never charged", async () => {
    const failed = (await get(`${PREFIX}/${ids.failed}`)).json().data;
    expect(failed.payment).toMatchObject({
      status: 'failed',
      paymentReference: null,
      message: expect.stringMatching(/fondos insuficientes/),
    });
    expect(failed.certificateId).toBeNull();
    expect((await get(`${PREFIX}/${ids.none}`)).json().data.payment).toBeNull();
  });
});

describe('a declined payment of the public form (decision 0066)', () => {
  it('keeps the request, open, reading a failed payment the applicant may pay again', async () => {
    const person = applicant();
    const form = {
      ...person,
      destination_id: person.dni,
      destination_mobile_number: '0414-0000051',
      destination_bank_id: '105',
      twofactor_auth: '00001111',
      amount: PRICE,
      altcha: await solvedCaptcha(p.t),
    };
    const declined = await pay(form);
    expect(declined.statusCode, declined.body).toBe(200);
    const id: number = declined.json().data.preRegistrationId;
    const kept = (await get(`${PREFIX}/${id}`)).json().data;
    expect(kept).toMatchObject({ dni: person.dni, certificateId: null });
    expect(kept.payment).toMatchObject({ status: 'failed', bankCode: 105 });
    expect((await listed('payment=failed')).ids).toContain(id);
  });
});
