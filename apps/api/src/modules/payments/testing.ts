import { apiPaths } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import { createMercantilGateway } from '../../adapters/payments/mercantil';
import { type SandboxBank, startSandboxBank } from '../../adapters/payments/sandbox-bank';
import { SANDBOX_PAYMENT_KEY, sandboxSettings } from '../../adapters/payments/sandbox-data';
import { type CapturedLog, captureLog } from '../../adapters/payments/testing';
import {
  auditEvents,
  commissions,
  emailOutbox,
  payments,
  preRegistrations,
} from '../../db/schema/index';
import { seedDemoRegisters } from '../../seeds/demo-registers';
import { createTestApp, TEST_PAYMENT_SEAL_KEY, type TestApp } from '../../test/app';
import { testConfig } from '../../test/config';
import { seedDemo } from '../../test/demo';
import { countRows } from '../../test/rows';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createAuditService } from '../audit/service';
import { createPaidCertificates } from '../certificates/paid';
import { createMailService } from '../mail/service';
import { createPaidRequests } from '../pre-registrations/paid';
import { callerOf, setRequestsOpen } from '../pre-registrations/testing';
import { tokensFor } from '../users/testing';
import { createPaymentsCore } from './index';

/** The price every test pays unless it sets another: 5.00 dollars × 304.1000 = 1520.50. */
export const PRICE = '1520.50';

export type PaymentsTest = {
  t: TestApp;
  /** The sandbox bank the app charges: what it holds is what was really charged. */
  bank: SandboxBank;
  /** Everything the gateway and the reconciliation logged. */
  log: CapturedLog & { error(obj: object, msg: string): void };
  smtp: SmtpCapture;
  /** One pass of the reconciliation job, on the app's database and bank. */
  reconcile(): ReturnType<ReturnType<typeof createPaymentsCore>['reconciliation']['runOnce']>;
  close(): Promise<void>;
};

/**
 * The app with the demo people, requests open and a price in force, charging a sandbox bank of
 * the test's own (`wrap` lets a test make the bank misbehave). The gateway times out after
 * 500 ms; the reconciliation gives up after `giveUpMs` (and 3 searches).
 */
export async function startPaymentsTest(
  options: {
    wrap?: (gateway: PaymentGateway) => PaymentGateway;
    giveUpMs?: number;
    /** Runs the app's own reconciliation job this often (off unless given). */
    reconcileEveryMs?: number;
    /**
     * A fixed time for the app, the bank and the reconciliation, with the demo registers and
     * lots: road doctors (road-medicine testing's `roadDoctor`) sign in and issue there.
     */
    at?: Date;
  } = {},
): Promise<PaymentsTest> {
  const { at } = options;
  const clock = at ? () => at : () => new Date();
  const smtp = await startSmtpCapture();
  const bank = await startSandboxBank({ clock });
  const captured = captureLog();
  const log = Object.assign(captured, {
    error: (obj: object, msg: string) => {
      captured.lines.push({ obj, msg });
    },
  });
  const real = createMercantilGateway(sandboxSettings(bank.url), { timeoutMs: 500, log });
  const gateway = options.wrap ? options.wrap(real) : real;
  const reconcile = {
    enabled: options.reconcileEveryMs !== undefined,
    intervalMs: options.reconcileEveryMs ?? 60_000,
    giveUpMs: options.giveUpMs ?? 3_600_000,
  };
  const config = testConfig({
    mail: { ...testConfig().mail, smtpUrl: smtp.url },
    rateLimit: { publicPerMinute: 1000, loginPerMinute: 1000 },
    payments: { ...testConfig().payments, timeoutMs: 500, reconcile },
  });
  const t = await createTestApp(config, undefined, at && clock, { paymentGateway: gateway });
  await seedDemo(t.database);
  if (at) await t.database.db.transaction((tx) => seedDemoRegisters(tx));
  await setRequestsOpen(t, true);
  await setPrice(t, '5.00', '304.1000');
  const silent = { info() {}, warn() {}, error() {} };
  const { reconciliation } = createPaymentsCore({
    config,
    database: t.database,
    audit: createAuditService(),
    // Its e-mails wait in the outbox (the tests read them there).
    mail: createMailService({ db: t.database.db, transport: undefined, from: 'x', log: silent }),
    gateway,
    sealKey: TEST_PAYMENT_SEAL_KEY,
    clock,
    requests: createPaidRequests(),
    certificates: createPaidCertificates(),
    log,
  });
  return {
    t,
    bank,
    log,
    smtp,
    reconcile: () => reconciliation.runOnce(),
    close: async () => {
      await t.close();
      await bank.close();
      await smtp.close();
    },
  };
}

/** The commission in force, with a hand price (or none: the stored official rate applies). */
export async function setPrice(t: TestApp, dollars: string, price: string | null): Promise<void> {
  await t.database.db.delete(commissions);
  await t.database.db
    .insert(commissions)
    .values({ commissionDollarGeneral: dollars, dollarPrice: price });
}

/** A doctor's charge body for request `id`, the sandbox approving unless `override` says. */
export function c2pBody(id: number, override: Record<string, unknown> = {}) {
  return {
    destination_id: 'V12345678',
    destination_mobile_number: '0414-1234567',
    destination_bank_id: 134,
    nationality: 'V',
    twofactor_auth: SANDBOX_PAYMENT_KEY,
    amount: PRICE,
    idPreRegister: id,
    ...override,
  };
}

/** Calls of one payments test: the doctor's charge and the public's pay form. */
export function paymentCalls(p: () => PaymentsTest) {
  const call = callerOf(() => p().t);
  const tokenOf = tokensFor(() => p().t);
  return {
    doctor: () => tokenOf('medicVial', 'director.vial'),
    tokenOf,
    charge: (token: string | undefined, payload: object) =>
      call(token, { method: 'POST', url: apiPaths.chargeC2p, payload }),
    pay: (payload: object) =>
      call(undefined, { method: 'POST', url: apiPaths.createPreregisterPay, payload }),
    /** Payments, requests, audit events and e-mails: a refused call changes none. */
    written: () =>
      countRows(p().t.database.db, {
        payments,
        requests: preRegistrations,
        audit: auditEvents,
        emails: emailOutbox,
      }),
  };
}

export async function paymentRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error(`payment ${id} not found`);
  return row;
}

export async function requestRow(t: TestApp, id: number) {
  const [row] = await t.database.db
    .select()
    .from(preRegistrations)
    .where(eq(preRegistrations.id, id));
  if (!row) throw new Error(`request ${id} not found`);
  return row;
}

/** Pending payments due now (or at the test's fixed time), as if their look-up time had come. */
export async function makeDue(t: TestApp): Promise<void> {
  await t.database.db
    .update(payments)
    .set({ nextCheckAt: new Date(0) })
    .where(eq(payments.status, 'pending'));
}

/** The e-mails queued for `to`, oldest first. */
export async function outboxFor(t: TestApp, to: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to));
}
