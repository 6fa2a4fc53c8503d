import type { Certificate, MobilePaymentFound, PaymentListItem } from '@aptovial/shared';
import { roadCertificateOf } from '../../test/roadFixtures';

export { signInRoad } from '../../test/roadFixtures';

/** A payment the bank found (Mercantil, Bs. 1.520,50), not used yet. */
export function foundOf(overrides: Partial<MobilePaymentFound> = {}): MobilePaymentFound {
  return {
    amount: '1520.50',
    trx_date: '2024-03-05',
    payment_reference: '000123456789',
    invoice_number: 'F-0042',
    destination_bank_id: 105,
    destination_id: 'V20111222',
    destination_mobile_number: '0414-***4567',
    authorization_code: 'A1B2C3',
    trx_type: 'compra',
    payment_method: 'p2p',
    currency: 'VES',
    used: false,
    usedFor: null,
    certificateId: null,
    certificateSerial: null,
    ...overrides,
  };
}

export function paymentItemOf(overrides: Partial<PaymentListItem> = {}): PaymentListItem {
  return {
    id: 70,
    method: 'mobile',
    status: 'approved',
    invoiceNumber: 'MP-105-000123456789',
    amount: '1520.50',
    currency: 'VES',
    payerId: 'V20111222',
    payerPhoneMasked: '0414-***4567',
    bankCode: 105,
    paymentReference: '000123456789',
    trxDate: '2024-03-05',
    preRegistrationId: null,
    paidBy: null,
    createdAt: '2024-03-05T14:30:00.000Z',
    certificateId: 501,
    certificateSerial: 1000501,
    ...overrides,
  };
}

/** The certificate the API answers for an issue against a payment. */
export function paidCertificateOf(overrides: Partial<Certificate> = {}): Certificate {
  return roadCertificateOf({
    payment: {
      id: 70,
      method: 'mobile',
      amount: '1520.50',
      paymentReference: '000123456789',
      bankCode: 105,
      trxDate: '2024-03-05',
    },
    ...overrides,
  });
}

/** A list's page: a used mobile payment, a charge that paid a request, a pending and a failed one. */
export function listedPayments(): PaymentListItem[] {
  const paidRequest = paymentItemOf({
    id: 71,
    method: 'c2p',
    amount: '980.00',
    paymentReference: '000999888777',
    bankCode: 134,
    payerPhoneMasked: '0412-***9876',
    preRegistrationId: 12,
    certificateId: null,
    certificateSerial: null,
    paidBy: {
      names: 'Ana',
      lastNames: 'Mora',
      email: 'ana@example.com',
      state: 'VE-L',
      nationality: 'V',
      dni: '20333444',
      typeCertifields: 'Primera vez',
      grades: ['3'],
    },
  });
  const pending = paymentItemOf({
    id: 72,
    method: 'c2p',
    status: 'pending',
    paymentReference: null,
    certificateId: null,
    certificateSerial: null,
  });
  const failed = paymentItemOf({
    id: 73,
    method: 'c2p',
    status: 'failed',
    certificateId: null,
    certificateSerial: null,
  });
  return [paymentItemOf(), paidRequest, pending, failed];
}
