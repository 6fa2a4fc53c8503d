import { apiPaths, type Operative } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditEvents, commissions, emailOutbox, operatives } from '../../db/schema/index';
import { seedDemoRegisters } from '../../seeds/demo-registers';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { testConfig } from '../../test/config';
import { seedDemo } from '../../test/demo';
import { countRows } from '../../test/rows';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { NOW } from '../certificates/testing';
import { insertRequest } from '../pre-registrations/testing';
import { roadDoctor } from '../road-medicine/testing';
import { tokensFor } from '../users/testing';

export { NOW };
/** NOW's day in Caracas (11:00 there). */
export const TODAY = '2026-06-15';
export const TOMORROW = '2026-06-16';
export const YESTERDAY = '2026-06-14';
/** The price in force in these tests: 5.00 dollars × 304.1000 Bs = 1520.50 Bs. */
export const PRICE = '1520.50';

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
type Answer = {
  statusCode: number;
  body: string;
  json(): { error: string; message: string; errors?: { field: string; message: string }[] };
};

/** A valid createOperative body in Libertador (VE-A, 101), today, at the price in force. */
export function operativeBody(overrides: Record<string, unknown> = {}) {
  return {
    address: {
      description: 'Plaza Bolívar de Caracas, frente a la Alcaldía',
      latitude: 10.5061,
      longitude: -66.9146,
    },
    startDate: TODAY,
    endDate: TODAY,
    state: 'VE-A',
    municipality: 101,
    price: PRICE,
    recipients: [],
    ...overrides,
  };
}

/** Creates an operative through the API (201 expected); other modules' tests use it. */
export async function seedOperative(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Operative> {
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.createOperative,
    headers: bearer(token),
    payload: operativeBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** The commission in force of these tests (PRICE), written straight to its table. */
export async function setPrice(t: TestApp): Promise<void> {
  await t.database.db.insert(commissions).values({
    commissionDollarGeneral: '5.00',
    dollarPrice: '304.1000',
    status: 'active',
    createdAt: NOW,
  });
}

/**
 * One app per test file at NOW (the demo people and registers, a price in force), optionally
 * delivering its mail to an SMTP server of the test's own; road-medicine doctors on demand.
 */
export function operativesKit(options: { smtp?: boolean } = {}) {
  let current: TestApp | undefined;
  let capture: SmtpCapture | undefined;
  const t = (): TestApp => {
    if (!current) throw new Error('the operatives test app has not started');
    return current;
  };
  beforeAll(async () => {
    capture = options.smtp ? await startSmtpCapture() : undefined;
    const mail = capture ? { mail: { ...testConfig().mail, smtpUrl: capture.url } } : {};
    const limits = { rateLimit: { publicPerMinute: 1000, loginPerMinute: 1000 } };
    current = await createTestApp({ ...limits, ...mail }, undefined, () => NOW);
    await seedDemo(current.database);
    await current.database.db.transaction((tx) => seedDemoRegisters(tx));
    await setPrice(current);
  }, 180_000);
  afterAll(async () => {
    await current?.close();
    await capture?.close();
  });
  const smtp = (): SmtpCapture => {
    if (!capture) throw new Error('this kit has no SMTP server');
    return capture;
  };

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

  const create = (token: string | undefined, body: object) =>
    call(token, { method: 'POST', url: apiPaths.createOperative, payload: body });
  /** PUT of a transition path of api-paths.ts ('{id}' filled in). */
  const put = (token: string | undefined, path: string, id: number, payload?: object) =>
    call(token, { method: 'PUT', url: path.replace('{id}', String(id)), payload });

  /** Operatives, audit events and queued e-mails: a refused call changes none. */
  const written = () =>
    countRows(t().database.db, { operatives, audit: auditEvents, emails: emailOutbox });

  /** The call is refused with `status` and `code`, in Spanish, and writes nothing. */
  async function refused(request: () => Promise<Answer>, status: number, code: string) {
    const before = await written();
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error).toBe(code);
    expect(response.json().message).toMatch(/[a-záéíóúñ]/);
    expect(await written()).toEqual(before);
    return response;
  }

  /** An open request of a municipality (a new person each call). */
  const request = (state = 'VE-A', municipality = 101, values: object = {}) =>
    insertRequest(t(), { state, municipality, ...values });

  /** The stored row of an operative. */
  async function row(id: number) {
    const [found] = await t().database.db.select().from(operatives).where(eq(operatives.id, id));
    if (!found) throw new Error(`operative ${id} not stored`);
    return found;
  }

  return {
    t,
    smtp,
    doctor,
    call,
    create,
    put,
    written,
    refused,
    request,
    row,
    seed: (token: string, overrides: Record<string, unknown> = {}) =>
      seedOperative(t(), token, overrides),
    demo: tokensFor(t, () => NOW.getTime()),
  };
}
