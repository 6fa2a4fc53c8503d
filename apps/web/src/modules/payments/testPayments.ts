import type { Certificate, MobilePaymentFound, PaymentListItem, Role } from '@aptovial/shared';
import { useSessionStore } from '../../shared/session/sessionStore';
import { verifiedSessionOf } from '../../test/sessionFixtures';

/** A road-medicine session: a VialDirector of Mérida issuing as college number 31 by default. */
export function signInRoad(
  rol: Role = 'VialDirector',
  schoolNumberId: number | null = 31,
  type: 'medicVial' | 'medic' = 'medicVial',
) {
  useSessionStore
    .getState()
    .signIn(verifiedSessionOf({ type, rol, state: 'VE-L', schoolNumberId }));
}

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
    certificateId: null,
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
    ...overrides,
  };
}

/** The certificate the API answers for an issue against a payment. */
export function paidCertificateOf(overrides: Partial<Certificate> = {}): Certificate {
  const doctor = {
    schoolNumberId: 31,
    schoolNumber: '4521',
    licenseNumber: null,
    state: 'VE-L',
    names: 'Carmen',
    lastNames: 'Quintero',
    dni: '14555666',
  };
  return {
    id: 501,
    serial: 1500,
    lotId: 3,
    numberTP: 'TP-0042',
    state: 'VE-L',
    sectional: null,
    place: 'Mérida',
    expeditionDate: '2024-03-05',
    dueDate: '2029-03-05',
    dni: '20111222',
    nationality: 'V',
    names: 'Luis',
    lastNames: 'Rangel',
    birthDate: '1990-01-10',
    stateOrigin: null,
    occupation: null,
    grade: '3',
    typeCertifields: 'Renovación',
    typeSpecial: null,
    observations: null,
    rules: [],
    glasses: null,
    bloodType: null,
    nameDoctor: 'Carmen Quintero',
    dniDoctor: '14555666',
    status: true,
    reason: null,
    createdBy: doctor,
    updatedBy: null,
    payment: {
      id: 70,
      method: 'mobile',
      amount: '1520.50',
      paymentReference: '000123456789',
      bankCode: 105,
      trxDate: '2024-03-05',
    },
    createdAt: '2024-03-05T14:30:00.000Z',
    updatedAt: '2024-03-05T14:30:00.000Z',
    ...overrides,
  };
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
  });
  const failed = paymentItemOf({ id: 73, method: 'c2p', status: 'failed', certificateId: null });
  return [paymentItemOf(), paidRequest, pending, failed];
}
