import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentReconciler } from '../../jobs/payment-reconciler';
import { loadServerKeys } from '../../keys/server-keys';
import { keysFolders } from '../../keys/testing';
import { pageText, readPdf } from '../certificates/pdf/testing';
import { insertRequest } from '../pre-registrations/testing';
import { renderReceiptPdf } from './receipt-pdf';
import type { PaymentRow } from './repo';
import { createPhoneSeal, maskPhone } from './seal';
import {
  c2pBody,
  makeDue,
  type PaymentsTest,
  paymentCalls,
  paymentRow,
  startPaymentsTest,
} from './testing';

const localConfig = keysFolders();

describe('the seal of the payer’s phone', () => {
  const seal = createPhoneSeal('a'.repeat(43));

  it('opens only with its key and its own invoice, and shows nothing of the phone', () => {
    const sealed = seal.seal('584141234567', 'AV1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('4141234567');
    expect(seal.open(sealed, 'AV1')).toBe('584141234567');
    // Each seal is new (its own IV): two seals of one phone do not match.
    expect(seal.seal('584141234567', 'AV1')).not.toBe(sealed);
    expect(seal.open(sealed, 'AV2')).toBeUndefined();
    expect(createPhoneSeal('b'.repeat(43)).open(sealed, 'AV1')).toBeUndefined();
    const [version, iv, tag, body = ''] = sealed.split('.');
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(seal.open([version, iv, tag, flipped].join('.'), 'AV1')).toBeUndefined();
    expect(seal.open('basura', 'AV1')).toBeUndefined();
  });

  it('masks a phone to its operator and last four digits', () => {
    expect(maskPhone('0414-1234567')).toBe('0414-***4567');
  });

  it('signs receipt addresses per payment, with a key of its own', () => {
    expect(seal.receiptToken(7)).toBe(seal.receiptToken(7));
    expect(seal.receiptToken(7)).not.toBe(seal.receiptToken(8));
    expect(createPhoneSeal('b'.repeat(43)).receiptToken(7)).not.toBe(seal.receiptToken(7));
  });

  it('has its key generated once under DATA_DIR/keys (0600), or PAYMENT_SEAL_KEY', () => {
    const config = localConfig();
    const first = loadServerKeys(config).paymentSealKey;
    expect(loadServerKeys(config).paymentSealKey).toBe(first);
    const file = path.join(config.dataDir, 'keys', 'payment-seal-key');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(43);
    const given = { ...config.payments, sealKey: 'k'.repeat(40) };
    expect(loadServerKeys({ ...localConfig(), payments: given }).paymentSealKey).toBe(
      'k'.repeat(40),
    );
  });
});

describe('the printable receipt', () => {
  it('is one page in Spanish with the reference, amount, invoice and request', async () => {
    const payment = {
      id: 3,
      status: 'approved',
      invoiceNumber: 'AV20250314ABCDEF0123',
      amount: '1520.50',
      payerId: 'V12345678',
      payerPhoneMasked: '0414-***4567',
      bankCode: 134,
      paymentReference: '118000000123',
      preRegistrationId: 42,
      settledAt: new Date('2025-03-14T15:00:00Z'),
      createdAt: new Date('2025-03-14T15:00:00Z'),
    } as PaymentRow;
    const pages = readPdf(await renderReceiptPdf(payment, { compress: false }));
    expect(pages).toHaveLength(1);
    const text = pages[0] ? pageText(pages[0]) : '';
    for (const expected of [
      'Comprobante de pago',
      '118000000123',
      'Bs. 1.520,50',
      'AV20250314ABCDEF0123',
      'Banesco',
      '0414-***4567',
      'V-12345678',
      '42',
      '14/03/2025',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('the reconciliation job', () => {
  it('runs at start and on its timer, one pass at a time, and stop waits for the pass', async () => {
    let passes = 0;
    let running = 0;
    let overlapped = false;
    const job = startPaymentReconciler({
      reconciliation: {
        async runOnce() {
          running += 1;
          overlapped ||= running > 1;
          passes += 1;
          await new Promise((resolve) => setTimeout(resolve, 30));
          running -= 1;
          return { approved: 0, failed: 0, pending: 0 };
        },
      },
      intervalMs: 10,
      log: { error: () => {} },
    });
    expect(passes).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 120));
    await job.stop();
    const stopped = passes;
    expect(stopped).toBeGreaterThan(1);
    expect(overlapped).toBe(false);
    expect(running).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(passes).toBe(stopped);
  });

  describe('started by buildApp when enabled', () => {
    let p: PaymentsTest;
    beforeAll(async () => {
      p = await startPaymentsTest({ reconcileEveryMs: 200 });
    }, 60_000);
    afterAll(() => p.close());
    const { doctor, charge } = paymentCalls(() => p);

    it('settles a pending charge on its own', async () => {
      const id = await insertRequest(p.t);
      const response = await charge(
        await doctor(),
        c2pBody(id, { destination_mobile_number: '0414-0000408' }),
      );
      expect(response.statusCode, response.body).toBe(202);
      await makeDue(p.t);
      const paymentId = response.json().data.payment.id;
      await expect
        .poll(async () => (await paymentRow(p.t, paymentId)).status, { timeout: 10_000 })
        .toBe('approved');
    });
  });
});
