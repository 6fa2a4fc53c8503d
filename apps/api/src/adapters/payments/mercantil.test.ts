import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMercantilGateway } from './mercantil';
import { type SandboxBank, startSandboxBank } from './sandbox-bank';
import { SANDBOX_PAYMENT_KEY, sandboxPhones, sandboxSettings } from './sandbox-data';
import { captureLog, sandboxCharge } from './testing';

// The adapter over real HTTP against the sandbox bank (docs/integrations/mercantil-c2p.md).
let bank: SandboxBank;
const log = captureLog();
const gateway = (override: Partial<ReturnType<typeof sandboxSettings>> = {}, timeoutMs = 10_000) =>
  createMercantilGateway({ ...sandboxSettings(bank.url), ...override }, { timeoutMs, log });
const chargedInvoices = () => bank.payments().map((payment) => payment.invoiceNumber);

beforeAll(async () => {
  bank = await startSandboxBank({ clock: () => new Date('2026-03-10T15:00:00Z') });
});
afterAll(() => bank.close());

describe('a C2P charge through the mercantil adapter', () => {
  it('is approved, with the reference and amount the bank answers, and charged once', async () => {
    const request = sandboxCharge();
    const result = await gateway().charge(request);
    expect(result).toMatchObject({
      outcome: 'approved',
      invoiceNumber: request.invoiceNumber,
      amount: '1520.50',
      paymentReference: expect.stringMatching(/^\d{12}$/),
      authorizationCode: expect.stringMatching(/^\d{6}$/),
      processingDate: '2026-03-10 11:00:00 VET',
      bankTransactionId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    // The bank decrypted what the adapter encrypted: the payer, their phone and bank, the amount.
    expect(bank.payments().find((p) => p.invoiceNumber === request.invoiceNumber)).toMatchObject({
      payerId: 'V12345678',
      payerPhone: sandboxPhones.approves,
      bankCode: 134,
      amountCents: 152_050,
      trxDate: '2026-03-10',
    });
  });

  it.each([
    ['a wrong payment key', { paymentKey: '12345678' }, 'invalid_payment_key', '0055', /clave/],
    [
      'insufficient funds',
      { payerPhone: sandboxPhones.insufficientFunds },
      'insufficient_funds',
      '0051',
      /fondos insuficientes/,
    ],
    [
      'a payer not affiliated to C2P (821)',
      { payerPhone: sandboxPhones.notAffiliated },
      'not_affiliated',
      '821',
      /no está afiliado/,
    ],
  ])('is declined for %s, charging nothing', async (_, override, code, bankCode, message) => {
    const request = sandboxCharge(override);
    const result = await gateway().charge(request);
    expect(result).toMatchObject({ outcome: 'declined', code, bankCode, message });
    expect(chargedInvoices()).not.toContain(request.invoiceNumber);
  });

  it("is declined when the bank's gateway refuses the client id (401), charging nothing", async () => {
    const request = sandboxCharge();
    const refused = gateway({ c2p: { clientId: 'otro-cliente', secretKey: 'x' } });
    const result = await refused.charge(request);
    expect(result).toMatchObject({ outcome: 'declined', code: 'gateway_refused', bankCode: '401' });
    expect(chargedInvoices()).not.toContain(request.invoiceNumber);
  });

  it('is declined when the bank refuses the body as malformed (99999), charging nothing', async () => {
    const request = sandboxCharge();
    const result = await gateway({ merchantId: 999 }).charge(request);
    expect(result).toMatchObject({
      outcome: 'declined',
      code: 'malformed_request',
      bankCode: '99999',
    });
    expect(chargedInvoices()).not.toContain(request.invoiceNumber);
  });

  it('is declined when no connection to the bank opens (nothing was sent)', async () => {
    // Port 1 on loopback refuses at once: nothing listens there.
    const closed = gateway({ baseUrl: 'http://127.0.0.1:1/mercantil-banco/sandbox' });
    const result = await closed.charge(sandboxCharge());
    expect(result).toMatchObject({ outcome: 'declined', code: 'bank_unavailable' });
  });

  it.each([
    ['charges and never answers', sandboxPhones.timeoutCharged, 'timeout', true],
    ['never answers and charges nothing', sandboxPhones.timeoutNotCharged, 'timeout', false],
    ['charges and answers garbage', sandboxPhones.garbageCharged, 'unreadable_answer', true],
  ])('is pending, not an error, when the bank %s', async (_, payerPhone, reason, charged) => {
    const request = sandboxCharge({ payerPhone });
    const sentBefore = bank.received.c2p;
    const started = performance.now();
    const result = await gateway({}, 300).charge(request);
    expect(result).toMatchObject({ outcome: 'pending', reason, message: /no lo intente de nuevo/ });
    expect(performance.now() - started).toBeLessThan(5_000);
    // Sent once, never again: only a search may settle it.
    expect(bank.received.c2p).toBe(sentBefore + 1);
    expect(chargedInvoices().includes(request.invoiceNumber)).toBe(charged);
  });
});

describe('one invoice, one charge', () => {
  it('the bank refuses an invoice already charged, and the answer is pending, not failed', async () => {
    const request = sandboxCharge();
    expect(await gateway().charge(request)).toMatchObject({ outcome: 'approved' });
    // Another process (another adapter) sends the same attempt again, with another key even.
    const again = await gateway().charge({ ...request, paymentKey: '99999999' });
    expect(again).toMatchObject({ outcome: 'pending', reason: 'duplicate_invoice' });
    expect(chargedInvoices().filter((invoice) => invoice === request.invoiceNumber)).toHaveLength(
      1,
    );
  });

  it('an adapter never sends an invoice twice: the second call does not reach the bank', async () => {
    const adapter = gateway();
    const request = sandboxCharge();
    const sentBefore = bank.received.c2p;
    // Both at once, as a double click or a retry loop would do.
    const [first, second] = await Promise.all([adapter.charge(request), adapter.charge(request)]);
    expect(first).toMatchObject({ outcome: 'approved' });
    expect(second).toMatchObject({ outcome: 'pending', reason: 'already_sent' });
    expect(bank.received.c2p).toBe(sentBefore + 1);
  });

  it('refuses a request that breaks the rules before sending anything', async () => {
    const sentBefore = bank.received.c2p;
    for (const override of [
      { amount: '1520.5' },
      { amount: '0.00' },
      { payerPhone: '04141234567' },
      { payerId: '12345678' },
      { paymentKey: '' },
      { invoiceNumber: 'F 1' },
    ]) {
      await expect(gateway().charge(sandboxCharge(override))).rejects.toThrow(TypeError);
    }
    expect(bank.received.c2p).toBe(sentBefore);
  });
});

describe('what the adapter logs', () => {
  it('the invoice, outcome and bank id, never the payment key, the phone or the payer id', () => {
    const logged = JSON.stringify(log.lines);
    expect(logged).toContain('bankTransactionId');
    for (const secret of [SANDBOX_PAYMENT_KEY, '99999999', sandboxPhones.approves, 'V12345678']) {
      expect(logged).not.toContain(secret);
    }
    expect(log.lines.some((line) => /sin respuesta clara/.test(line.msg))).toBe(true);
  });
});
