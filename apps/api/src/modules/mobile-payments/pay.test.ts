import { certificatesPageSchema } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMercantilGateway } from '../../adapters/payments/mercantil';
import { sandboxSettings } from '../../adapters/payments/sandbox-data';
import { captureLog, sandboxCharge } from '../../adapters/payments/testing';
import { auditEvents, certificates, payments } from '../../db/schema/index';
import { expectExactly } from '../../test/exact-answer';
import { countRows } from '../../test/rows';
import { mobileKit, PRICE, TODAY } from './testing';

const kit = mobileKit();

/** Payments, certificates and audit events: a refused issue writes none. */
const written = () =>
  countRows(kit.t().database.db, { payments, certificates, audit: auditEvents });

type Answer = { statusCode: number; body: string; json(): { error: string; message: string } };

/** Refused with `status` and `code`, in Spanish, and nothing written. */
async function refused(request: () => Promise<Answer>, status: number, code: string) {
  const before = await written();
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error).toBe(code);
  expect(response.json().message).toMatch(/[a-záéíóúñ]/);
  expect(await written()).toEqual(before);
  return response;
}

describe('POST /api/credentialMedic/createCertifieldsPay (registar-certificados-medicos-pagos)', () => {
  it('issues against a payment found at the bank: both stored, the certificate shows it', async () => {
    const doctor = await kit.doctor();
    const { phone, reference, criteria } = kit.paid();

    const response = await kit.issuePaid(doctor.token, criteria);

    expect(response.statusCode, response.body).toBe(200);
    const certificate = response.json().data;
    expect(certificate.payment).toMatchObject({
      method: 'mobile',
      amount: PRICE,
      paymentReference: reference,
      bankCode: 134,
      trxDate: TODAY,
    });
    const [row] = await kit.recorded(reference);
    expect(row).toMatchObject({
      id: certificate.payment.id,
      method: 'mobile',
      status: 'approved',
      amount: PRICE,
      payerId: 'V12345678',
      payerPhoneMasked: `${phone.slice(0, 4)}-***${phone.slice(-4)}`,
      payerPhoneSealed: null,
      bankCode: 134,
      createdBy: doctor.accountId,
    });
    expect(JSON.stringify(row)).not.toContain(phone.slice(5));
    const [stored] = await kit
      .t()
      .database.db.select({ paymentId: certificates.paymentId })
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(stored?.paymentId).toBe(certificate.payment.id);
    // The doctor's list shows how it was paid; a certificate without a payment says null.
    const list = await kit.call(doctor.token, {
      method: 'GET',
      url: '/api/credentialMedic/listCertifields',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data[0]).toMatchObject({ id: certificate.id, payment: { amount: PRICE } });
    expectExactly(certificatesPageSchema, list.json());
  });

  it('refuses a payment already used: 409 PAYMENT_ALREADY_USED, nothing issued', async () => {
    const doctor = await kit.doctor();
    const { criteria } = kit.paid();
    expect((await kit.issuePaid(doctor.token, criteria)).statusCode).toBe(200);
    const other = await kit.doctor();

    const response = await refused(
      () => kit.issuePaid(other.token, criteria),
      409,
      'PAYMENT_ALREADY_USED',
    );
    expect(response.json().message).toMatch(/un pago paga un solo certificado/);
    // Said first, whatever else the certificate would be refused for.
    await refused(
      () => kit.issuePaid(other.token, criteria, { serial: 999 }),
      409,
      'PAYMENT_ALREADY_USED',
    );
  });

  it('refuses a C2P charge of ours still pending here: it belongs to its request', async () => {
    const doctor = await kit.doctor();
    const { criteria } = kit.paid();
    const payerPhone = `58${criteria.destination_mobile_number.replace('-', '').slice(1)}`;
    // The bank approved our charge, but its answer never arrived: pending here, no reference.
    const bank = createMercantilGateway(sandboxSettings(kit.bank().url), {
      timeoutMs: 5000,
      log: captureLog(),
    });
    const charge = sandboxCharge({ payerPhone, amount: PRICE, payerBankCode: 134 });
    expect((await bank.charge(charge)).outcome).toBe('approved');
    await kit.t().database.db.insert(payments).values({
      method: 'c2p',
      status: 'pending',
      invoiceNumber: charge.invoiceNumber,
      amount: PRICE,
      payerId: charge.payerId,
      payerPhoneMasked: '0424-***0000',
      bankCode: 134,
      trxDate: TODAY,
    });
    const { payment_reference: _reference, ...samePhone } = criteria;
    const found = await kit.search(doctor.token, samePhone);
    type Item = { invoice_number: string; payment_reference: string; used: boolean };
    const items: Item[] = found.json().data.transaction_list;
    const ours = items.find((item) => item.invoice_number === charge.invoiceNumber);
    expect(ours?.used).toBe(true);
    expect(items.find((item) => item !== ours)?.used).toBe(false);

    await refused(
      () =>
        kit.issuePaid(doctor.token, { ...criteria, payment_reference: ours?.payment_reference }),
      409,
      'PAYMENT_ALREADY_USED',
    );
  });

  it('of two issues racing for one payment, exactly one wins', async () => {
    const [first, second] = [await kit.doctor(), await kit.doctor()];
    const { reference, criteria } = kit.paid();
    const before = await written();

    const answers = await Promise.all([
      kit.issuePaid(first.token, criteria),
      kit.issuePaid(second.token, criteria),
    ]);

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error).toBe('PAYMENT_ALREADY_USED');
    expect(await kit.recorded(reference)).toHaveLength(1);
    const after = await written();
    expect(after.payments).toBe(before.payments + 1);
    expect(after.certificates).toBe(before.certificates + 1);
  });

  it('refuses an amount other than the price in force: 422, naming both', async () => {
    const doctor = await kit.doctor();
    for (const amount of ['1520.49', '1520.51', '3041.00']) {
      const { criteria } = kit.paid(amount);
      const response = await refused(
        () => kit.issuePaid(doctor.token, criteria),
        422,
        'MOBILE_PAYMENT_AMOUNT_MISMATCH',
      );
      expect(response.json().message).toContain('1.520,50 Bs');
    }
  });

  it('asks the bank itself: a payment it does not hold is 404, the bank down 503', async () => {
    const doctor = await kit.doctor();
    const { criteria } = kit.paid();
    await refused(
      () => kit.issuePaid(doctor.token, { ...criteria, payment_reference: '123456789' }),
      404,
      'MOBILE_PAYMENT_NOT_FOUND',
    );
    kit.state.bankDown = true;
    try {
      await refused(
        () => kit.issuePaid(doctor.token, criteria),
        503,
        'MOBILE_PAYMENT_SEARCH_UNAVAILABLE',
      );
    } finally {
      kit.state.bankDown = false;
    }
  });

  it('rolls the payment back with a refused certificate: it can pay the next one', async () => {
    const doctor = await kit.doctor();
    const { reference, criteria } = kit.paid();
    await refused(
      () => kit.issuePaid(doctor.token, criteria, { serial: 999 }),
      422,
      'SERIAL_NOT_IN_LOT',
    );
    expect(await kit.recorded(reference)).toEqual([]);
    expect((await kit.issuePaid(doctor.token, criteria)).statusCode).toBe(200);
  });

  it('wants the reference and valid payment fields: 400 before the bank is asked', async () => {
    const doctor = await kit.doctor();
    const { criteria } = kit.paid();
    const { payment_reference: _reference, ...withoutReference } = criteria;
    const before = kit.bank().received.search;
    await refused(() => kit.issuePaid(doctor.token, withoutReference), 400, 'VALIDATION_ERROR');
    await refused(
      () => kit.issuePaid(doctor.token, { ...criteria, destination_bank_id: 1 }),
      400,
      'VALIDATION_ERROR',
    );
    expect(kit.bank().received.search).toBe(before);
  });

  it('needs a road-medicine doctor: 401 anonymous, 403 to the college', async () => {
    const { criteria } = kit.paid();
    await refused(() => kit.issuePaid('', criteria), 401, 'UNAUTHORIZED');
    const college = await kit.demo('colegio', 'admin.medicos');
    await refused(() => kit.issuePaid(college, criteria), 403, 'WRONG_MODULE');
  });
});
