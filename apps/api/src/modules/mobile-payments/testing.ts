import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import { createMercantilGateway } from '../../adapters/payments/mercantil';
import { type SandboxBank, startSandboxBank } from '../../adapters/payments/sandbox-bank';
import { sandboxSettings } from '../../adapters/payments/sandbox-data';
import { captureLog } from '../../adapters/payments/testing';
import { commissions, payments } from '../../db/schema/index';
import { seedDemoRegisters } from '../../seeds/demo-registers';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { seedDemo } from '../../test/demo';
import { NOW, newCertificate } from '../certificates/testing';
import { roadDoctor } from '../road-medicine/testing';
import { tokensFor } from '../users/testing';

export { NOW };
/** The bank's day of NOW in Caracas. */
export const TODAY = '2026-06-15';
/** The price in force: 5.00 dollars × 304.1000 Bs = 1520.50 Bs. */
export const PRICE = '1520.50';

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };

/** A port nothing listens on: a connection there is refused (the bank is down). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * One app per test file at NOW (the demo people, registers and the VE-A lot, a price in force),
 * talking over real HTTP to a sandbox bank of the test's own (`bank`, where the payers' mobile
 * payments are added), or to a dead port while `bankDown` is set.
 */
export function mobileKit() {
  let current: TestApp | undefined;
  let sandbox: SandboxBank | undefined;
  const state = { bankDown: false };
  const t = (): TestApp => {
    if (!current) throw new Error('the mobile-payments test app has not started');
    return current;
  };
  beforeAll(async () => {
    sandbox = await startSandboxBank({ clock: () => NOW });
    const options = { timeoutMs: 5000, log: captureLog() };
    const live = createMercantilGateway(sandboxSettings(sandbox.url), options);
    const deadUrl = `http://127.0.0.1:${await deadPort()}/mercantil-banco/sandbox`;
    const dead = createMercantilGateway(sandboxSettings(deadUrl), options);
    const gateway: PaymentGateway = {
      charge: (request) => live.charge(request),
      searchMobilePayments: (criteria) =>
        (state.bankDown ? dead : live).searchMobilePayments(criteria),
    };
    const limits = { rateLimit: { publicPerMinute: 1000, loginPerMinute: 1000 } };
    current = await createTestApp(limits, undefined, () => NOW, { paymentGateway: gateway });
    await seedDemo(current.database);
    await current.database.db.transaction((tx) => seedDemoRegisters(tx));
    await current.database.db
      .insert(commissions)
      .values({ commissionDollarGeneral: '5.00', dollarPrice: '304.1000', status: 'active' });
  }, 60_000);
  afterAll(async () => {
    await current?.close();
    await sandbox?.close();
  });
  const bank = (): SandboxBank => {
    if (!sandbox) throw new Error('the sandbox bank has not started');
    return sandbox;
  };

  /** A payer's mobile payment at the bank (a new phone each call); the search body finding it. */
  function paid(amount = PRICE, bankCode = 134) {
    const local = `0424${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    const phone = `${local.slice(0, 4)}-${local.slice(4)}`;
    const held = bank().addMobilePayment({
      payerPhone: `58${local.slice(1)}`,
      payerId: 'V12345678',
      bankCode,
      amount,
      date: TODAY,
    });
    const criteria = {
      destination_mobile_number: phone,
      destination_bank_id: bankCode,
      trx_date: TODAY,
      amount,
      payment_reference: held.paymentReference,
    };
    return { phone, reference: held.paymentReference, criteria };
  }

  /** A signed-in road-medicine doctor (or Admin) working as a new college number in VE-A. */
  const doctor = (role: 'VialDirector' | 'Admin' = 'VialDirector') => roadDoctor(t(), role);

  /** Any API call with a token (`undefined`: anonymous). */
  const call = (token: string | undefined, request: Call) =>
    t().app.inject({
      method: request.method,
      url: request.url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(request.payload ? { payload: request.payload } : {}),
    });

  /** POST createCertifieldsPay: a new certificate on the next demo serial, paid with `payment`. */
  const issuePaid = (token: string, payment: object, overrides: Record<string, unknown> = {}) =>
    call(token, {
      method: 'POST',
      url: '/api/credentialMedic/createCertifieldsPay',
      payload: { ...newCertificate(overrides), payment },
    });

  const search = (token: string | undefined, criteria: object) =>
    call(token, {
      method: 'POST',
      url: '/api/preRegister/mobile-payment-search',
      payload: criteria,
    });

  /** The payments recorded for a bank reference. */
  const recorded = (reference: string) =>
    t().database.db.select().from(payments).where(eq(payments.paymentReference, reference));

  return {
    t,
    bank,
    state,
    paid,
    doctor,
    call,
    issuePaid,
    search,
    recorded,
    demo: tokensFor(t, () => NOW.getTime()),
  };
}
