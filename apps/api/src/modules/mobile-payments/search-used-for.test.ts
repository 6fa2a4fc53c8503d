import { apiPaths } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, newCertificate, TODAY } from '../certificates/testing';
import { c2pBody, type PaymentsTest, PRICE, startPaymentsTest } from '../payments/testing';
import { callerOf, insertRequest } from '../pre-registrations/testing';
import { roadDoctor } from '../road-medicine/testing';

// Decision 0066: the search says what a recorded payment paid, a request or a certificate.
let p: PaymentsTest;
beforeAll(async () => {
  p = await startPaymentsTest({ at: NOW });
}, 60_000);
afterAll(() => p.close());
const call = callerOf(() => p.t);
const post = (token: string, url: string, payload: object) =>
  call(token, { method: 'POST', url, payload });

describe('POST /api/preRegister/mobile-payment-search: what a used payment paid', () => {
  it('a request without a certificate yet, then the certificate issued from it, by serial', async () => {
    const { token } = await roadDoctor(p.t);
    const id = await insertRequest(p.t, { state: 'VE-A', municipality: 101 });
    const charged = await post(token, apiPaths.chargeC2p, c2pBody(id));
    expect(charged.statusCode, charged.body).toBe(201);
    const criteria = {
      destination_mobile_number: '0414-1234567',
      destination_bank_id: 134,
      trx_date: TODAY,
      amount: PRICE,
      payment_reference: charged.json().data.reference,
    };
    const found = async () => {
      const response = await post(token, apiPaths.mobilePaymentSearch, criteria);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.transaction_list[0];
    };

    expect(await found()).toMatchObject({
      used: true,
      usedFor: 'request',
      certificateId: null,
      certificateSerial: null,
    });

    const issued = await post(
      token,
      '/api/credentialMedic/createCertifields',
      newCertificate({ preRegisterId: id }),
    );
    expect(issued.statusCode, issued.body).toBe(200);
    const { id: certificateId, serial } = issued.json().data;
    expect(await found()).toMatchObject({
      used: true,
      usedFor: 'certificate',
      certificateId,
      certificateSerial: serial,
    });
  });
});
