import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeApproved } from './gateway';
import { createMercantilGateway } from './mercantil';
import { type SandboxBank, startSandboxBank } from './sandbox-bank';
import { sandboxPhones, sandboxSettings } from './sandbox-data';
import { captureLog, sandboxCharge } from './testing';

// The mobile-payment search over real HTTP against the sandbox bank.
let bank: SandboxBank;
let approved: ChargeApproved;
const log = captureLog();
const DAY = '2026-03-10';
const gateway = (override: Partial<ReturnType<typeof sandboxSettings>> = {}, timeoutMs = 10_000) =>
  createMercantilGateway({ ...sandboxSettings(bank.url), ...override }, { timeoutMs, log });
const byPhone = { payerPhone: sandboxPhones.approves, date: DAY, amount: '2750.00' };

beforeAll(async () => {
  bank = await startSandboxBank({ clock: () => new Date('2026-03-10T23:30:00-04:00') });
  const result = await gateway().charge(sandboxCharge({ amount: '2750.00', payerBankCode: 102 }));
  if (result.outcome !== 'approved') throw new Error('the sandbox bank should approve');
  approved = result;
});
afterAll(() => bank.close());

describe('the mobile-payment search', () => {
  it('finds an approved charge by phone, bank, date (Venezuelan time), amount and reference', async () => {
    const result = await gateway().searchMobilePayments({
      ...byPhone,
      bankCode: 102,
      reference: approved.paymentReference,
    });
    expect(result).toMatchObject({ outcome: 'found', bankTransactionId: expect.any(String) });
    if (result.outcome !== 'found') return;
    expect(result.transactions).toEqual([
      {
        trxDate: DAY,
        trxType: 'compra',
        paymentMethod: 'c2p',
        authorizationCode: approved.authorizationCode,
        // The bank writes it as a JSON number here: kept as text.
        paymentReference: approved.paymentReference,
        invoiceNumber: approved.invoiceNumber,
        amount: '2750.00',
        currency: 'ves',
        payerPhone: sandboxPhones.approves,
        payerId: 'V12345678',
        bankCode: 102,
      },
    ]);
  });

  it('finds a pending charge by its invoice, with no reference (the reconciliation)', async () => {
    const result = await gateway().searchMobilePayments({
      ...byPhone,
      invoiceNumber: approved.invoiceNumber,
    });
    expect(result).toMatchObject({ outcome: 'found' });
  });

  it('finds a payment made from the payer’s own bank app', async () => {
    const paid = bank.addMobilePayment({
      payerPhone: '584261112233',
      payerId: 'E84123456',
      bankCode: 134,
      amount: '99.90',
      date: '2026-03-09',
    });
    const result = await gateway().searchMobilePayments({
      payerPhone: '584261112233',
      date: '2026-03-09',
      amount: '99.90',
      reference: paid.paymentReference,
      bankCode: 134,
    });
    expect(result).toMatchObject({
      outcome: 'found',
      transactions: [{ paymentMethod: 'p2c', payerId: 'E84123456', amount: '99.90' }],
    });
  });

  it.each([
    ['another reference', { reference: '100000000001' }],
    ['another amount', { amount: '2750.01' }],
    ['another day', { date: '2026-03-11' }],
    ['another phone', { payerPhone: '584161234567' }],
    ['another bank (filtered here: not a field of the bank’s search)', { bankCode: 105 }],
    ['another invoice', { invoiceNumber: 'F-otra' }],
  ])('answers not found (0330) for %s, in Spanish', async (_, override) => {
    const result = await gateway().searchMobilePayments({ ...byPhone, ...override });
    expect(result).toMatchObject({
      outcome: 'not_found',
      message: 'No hay pagos que coincidan con los datos de la búsqueda.',
    });
  });

  it('is unavailable when the bank refuses the client id, or cannot be reached', async () => {
    const refused = gateway({ search: { clientId: 'otro', secretKey: 'otra' } });
    expect(await refused.searchMobilePayments(byPhone)).toMatchObject({
      outcome: 'unavailable',
      reason: 'refused',
      bankCode: '401',
      message: /Intente de nuevo/,
    });
    // The C2P key is not the search key: the bank cannot read the phones.
    const wrongKey = gateway({ search: { ...sandboxSettings('').search, secretKey: 'otra' } });
    expect(await wrongKey.searchMobilePayments(byPhone)).toMatchObject({
      outcome: 'unavailable',
      bankCode: '99999',
    });
    const closed = gateway({ baseUrl: 'http://127.0.0.1:1/mercantil-banco/sandbox' });
    expect(await closed.searchMobilePayments(byPhone)).toMatchObject({
      outcome: 'unavailable',
      reason: 'bank_unavailable',
    });
  });

  it('logs neither the phone nor the payer id', () => {
    const logged = JSON.stringify(log.lines);
    for (const secret of [sandboxPhones.approves, '584261112233', 'V12345678', 'E84123456']) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('the sandbox bank itself', () => {
  const post = (path: string, body: string, clientId = sandboxSettings('').c2p.clientId) =>
    fetch(`${bank.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-IBM-Client-Id': clientId },
      body,
    });

  it('answers a malformed body with HTTP 500 and code 99999, as the bank does', async () => {
    const response = await post('/v1/payment/c2p', '{"transaction_c2p": ');
    expect(response.status).toBe(500);
    expect(response.headers.get('x-global-transaction-id')).toBeTruthy();
    expect(await response.json()).toMatchObject({ error_list: [{ error_code: '99999' }] });
  });

  it("answers a bad client id with the gateway's 401 body, and an unknown path with 404", async () => {
    const response = await post('/v1/payment/c2p', '{}', 'otro');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      httpCode: '401',
      httpMessage: 'Unauthorized',
      moreInformation: 'Invalid client id or secret.',
    });
    expect((await post('/v1/otra', '{}')).status).toBe(404);
  });
});
