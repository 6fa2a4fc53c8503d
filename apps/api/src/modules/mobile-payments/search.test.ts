import { describe, expect, it } from 'vitest';
import { mobileKit, PRICE, TODAY } from './testing';

const kit = mobileKit();

describe('POST /api/preRegister/mobile-payment-search (busqueda-pago-moviles)', () => {
  it('finds a payment at the bank: transaction_list, the phone masked, not used yet', async () => {
    const { token } = await kit.doctor();
    const { phone, reference, criteria } = kit.paid();
    const before = kit.bank().received.search;

    const response = await kit.search(token, criteria);

    expect(response.statusCode, response.body).toBe(200);
    const [first, ...rest] = response.json().data.transaction_list;
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      amount: PRICE,
      trx_date: TODAY,
      payment_reference: reference,
      destination_bank_id: 134,
      destination_id: 'V12345678',
      destination_mobile_number: `${phone.slice(0, 4)}-***${phone.slice(-4)}`,
      used: false,
      usedFor: null,
      certificateId: null,
      certificateSerial: null,
    });
    expect(response.body).not.toContain(phone.slice(5));
    // Asked the bank once, over its real HTTP path.
    expect(kit.bank().received.search).toBe(before + 1);
  });

  it('without a reference lists every payment of that phone, day and amount', async () => {
    const { token } = await kit.doctor();
    const first = kit.paid();
    const { phone } = first;
    const payerPhone = `58${phone.replace('-', '').slice(1)}`;
    const second = kit.bank().addMobilePayment({
      payerPhone,
      payerId: 'V12345678',
      bankCode: 134,
      amount: PRICE,
      date: TODAY,
    });
    const { payment_reference: _typed, ...criteria } = first.criteria;

    const response = await kit.search(token, criteria);

    expect(response.statusCode, response.body).toBe(200);
    const references = response
      .json()
      .data.transaction_list.map((item: { payment_reference: string }) => item.payment_reference);
    expect(references.sort()).toEqual([first.reference, second.paymentReference].sort());
  });

  it("answers the bank's 0330 as 404 MOBILE_PAYMENT_NOT_FOUND, in Spanish", async () => {
    const { token } = await kit.doctor();
    const { criteria } = kit.paid();
    for (const wrong of [
      { ...criteria, amount: '1520.51' },
      { ...criteria, trx_date: '2026-06-14' },
      { ...criteria, payment_reference: '999999999999' },
      // The bank does not search by bank: the answer is filtered, and finds nothing of 0102.
      { ...criteria, destination_bank_id: 102 },
    ]) {
      const response = await kit.search(token, wrong);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error).toBe('MOBILE_PAYMENT_NOT_FOUND');
      expect(response.json().message).toMatch(/^No se encontró el pago móvil/);
    }
  });

  it('answers 503 MOBILE_PAYMENT_SEARCH_UNAVAILABLE while the bank is down', async () => {
    const { token } = await kit.doctor();
    const { criteria } = kit.paid();
    kit.state.bankDown = true;
    try {
      const response = await kit.search(token, criteria);
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().error).toBe('MOBILE_PAYMENT_SEARCH_UNAVAILABLE');
      expect(response.json().message).toMatch(/banco no respondió/);
    } finally {
      kit.state.bankDown = false;
    }
    expect((await kit.search(token, criteria)).statusCode).toBe(200);
  });

  it('says a payment already used, and for which certificate, by its serial', async () => {
    const { token } = await kit.doctor();
    const { criteria } = kit.paid();
    const issued = await kit.issuePaid(token, criteria);
    expect(issued.statusCode, issued.body).toBe(200);

    const response = await kit.search(token, criteria);

    expect(response.statusCode, response.body).toBe(200);
    const { id, serial } = issued.json().data;
    expect(serial).not.toBe(id);
    expect(response.json().data.transaction_list[0]).toMatchObject({
      used: true,
      usedFor: 'certificate',
      certificateId: id,
      certificateSerial: serial,
    });
  });

  it('refuses bad fields with 400 before asking the bank', async () => {
    const { token } = await kit.doctor();
    const { criteria } = kit.paid();
    const before = kit.bank().received.search;
    for (const [field, value] of [
      ['destination_bank_id', 999],
      ['destination_mobile_number', '0212-5551234'],
      ['amount', '-5'],
      ['amount', '0'],
      ['trx_date', '15/06/2026'],
      ['payment_reference', '12a4'],
    ] as const) {
      const response = await kit.search(token, { ...criteria, [field]: value });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
    expect(kit.bank().received.search).toBe(before);
  });

  it('is for road-medicine sessions only: 401 anonymous, 403 to the college and INTT', async () => {
    const { criteria } = kit.paid();
    const anonymous = await kit.search(undefined, criteria);
    expect(anonymous.statusCode).toBe(401);
    for (const token of [
      await kit.demo('colegio', 'admin.medicos'),
      await kit.demo('INTT', 'admin.intt'),
    ]) {
      const response = await kit.search(token, criteria);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error).toBe('WRONG_MODULE');
    }
    const admin = await kit.doctor('Admin');
    expect((await kit.search(admin.token, criteria)).statusCode).toBe(200);
  });
});
