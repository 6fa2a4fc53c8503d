import { randomBytes } from 'node:crypto';
import type { C2pChargeRequest, PaymentLog } from './gateway';
import { SANDBOX_PAYMENT_KEY, sandboxPhones } from './sandbox-data';

/** Log lines kept for assertions (nothing secret may show up in them). */
export type CapturedLog = PaymentLog & { lines: { msg: string; obj: object }[] };

export function captureLog(): CapturedLog {
  const lines: { msg: string; obj: object }[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ obj, msg }),
    warn: (obj, msg) => lines.push({ obj, msg }),
  };
}

/** A fresh invoice number per call: each attempt has its own. */
export function newInvoice(): string {
  return `T-${randomBytes(6).toString('hex')}`;
}

/** A charge the sandbox bank approves, changed by `override`. */
export function sandboxCharge(override: Partial<C2pChargeRequest> = {}): C2pChargeRequest {
  return {
    invoiceNumber: newInvoice(),
    amount: '1520.50',
    payerId: 'V12345678',
    payerPhone: sandboxPhones.approves,
    payerBankCode: 134,
    paymentKey: SANDBOX_PAYMENT_KEY,
    device: {
      ipAddress: '10.0.0.1',
      userAgent:
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      manufacturer: 'Samsung',
    },
    ...override,
  };
}
