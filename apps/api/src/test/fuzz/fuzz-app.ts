import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  accounts,
  auditEvents,
  certificateLots,
  certificates,
  commissions,
  emailOutbox,
  operatives,
  payments,
  preRegistrations,
  registers,
  schoolNumbers,
  sessions,
  supportMessages,
  users,
} from '../../db/schema/index';
import { NOW } from '../../modules/certificates/testing';
import { setPrice } from '../../modules/operatives/testing';
import { seedDemoRegisters } from '../../seeds/demo-registers';
import { createTestApp, type TestApp } from '../app';
import { bearer, type Scope, signIn } from '../auth';
import { DEMO_PASSWORD, seedDemo } from '../demo';
import { countRows } from '../rows';
import type { Operation } from './operations';

/** A signed-in Admin of each login: between them they reach nearly every guarded route. */
const ADMINS: { scope: Scope; email: string }[] = [
  { scope: 'colegio', email: 'admin.medicos@aptovial.test' },
  { scope: 'INTT', email: 'admin.intt@aptovial.test' },
  // Works as college number 10388 (seedDemoRegisters), so the road doctor's routes admit it too.
  { scope: 'medicVial', email: 'admin.vial@aptovial.test' },
];

/** `machine`: an API key, whose every call, refused or not, is audited (decision 0085). */
export type Session = { scope: Scope; email: string; token: string; machine?: true };

/** Refusals that come from the session guard, before any input is read (decision 0016). */
const GUARD_CODES = new Set(['UNAUTHORIZED', 'WRONG_MODULE', 'FORBIDDEN', 'SESSION_INCOMPLETE']);

/**
 * The app the fuzzer calls: demo people, registers, a lot and a price in force at the tests' fixed
 * clock, so shaped inputs find rows; limits high enough that few calls end as 429.
 */
export async function startFuzzApp(): Promise<TestApp> {
  const limits = {
    rateLimit: { publicPerMinute: 1_000_000, loginPerMinute: 1_000_000 },
    logLevel: 'error' as const,
  };
  const t = await createTestApp(limits, undefined, () => NOW);
  await seedDemo(t.database);
  await t.database.db.transaction((tx) => seedDemoRegisters(tx));
  await setPrice(t);
  return t;
}

export async function signInAdmins(t: TestApp): Promise<Session[]> {
  const signedIn: Session[] = [];
  for (const admin of ADMINS) {
    const token = await signIn(t.app, t.database, admin.scope, admin.email, DEMO_PASSWORD, +NOW);
    signedIn.push({ ...admin, token });
  }
  return signedIn;
}

/**
 * Machine callers (decision 0085): one API key per scope, made by INTT's Admin through the real
 * route. A key is sent as a Bearer token, as a session is.
 */
export async function machineKeys(t: TestApp, admins: Session[]): Promise<Session[]> {
  const intt = admins.find((admin) => admin.scope === 'INTT');
  if (!intt) throw new Error('no INTT Admin to create the API keys');
  const keys: Session[] = [];
  for (const scope of ['certificates:read', 'events:receive']) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/apiKeys',
      headers: bearer(intt.token),
      payload: {
        name: `Fuzz ${scope}`,
        scope,
        webhookUrl: scope === 'events:receive' ? 'https://example.org/hook' : null,
      },
    });
    if (created.statusCode !== 200) throw new Error(`API key refused: ${created.body}`);
    keys.push({
      scope: 'INTT',
      email: `clave ${scope}`,
      token: created.json().data.key,
      machine: true,
    });
  }
  return keys;
}

/** A call of the operation that fails validation if the guard lets it through (`{id}` -> `x`). */
function probeOf(operation: Operation): InjectOptions {
  const url = operation.path.replace(/\{\w+\}/g, 'x');
  const query = Object.keys(operation.query.properties ?? {})
    .map((name) => `${name}=%00x`)
    .join('&');
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return {
    method: operation.method,
    url: query ? `${url}?${query}` : url,
    ...(hasBody ? { payload: '[]', headers: { 'content-type': 'application/json' } } : {}),
  };
}

/** The first session the operation's guard admits, or undefined (anonymous calls only). */
export async function sessionFor(
  t: TestApp,
  operation: Operation,
  candidates: Session[],
): Promise<Session | undefined> {
  if (!operation.secured) return undefined;
  for (const session of candidates) {
    const probe = probeOf(operation);
    const answer = await t.app.inject({
      ...probe,
      headers: { ...probe.headers, ...bearer(session.token) },
    });
    const code = answer.statusCode < 400 ? '' : String(answer.json().error);
    if (!GUARD_CODES.has(code)) return session;
  }
  return undefined;
}

/** The Admins' own rows as they stood after signing in: their person, logins and numbers. */
export async function recordStanding(t: TestApp) {
  const db = t.database.db;
  const emails = ADMINS.map((admin) => admin.email);
  const people = await db.select().from(users).where(inArray(users.email, emails));
  const logins = await db
    .select()
    .from(accounts)
    .where(
      inArray(
        accounts.userId,
        people.map((person) => person.id),
      ),
    );
  const numberIds = logins.flatMap((login) => login.schoolNumberId ?? []);
  const numbers = await db.select().from(schoolNumbers).where(inArray(schoolNumbers.id, numberIds));
  return { people, logins, numbers };
}
export type Standing = Awaited<ReturnType<typeof recordStanding>>;

/** Puts the Admins' rows back as recorded (updates only: the row counts stay as they are). */
async function restoreStanding(t: TestApp, { people, logins, numbers }: Standing) {
  await t.database.db.transaction(async (tx) => {
    for (const { id, ...row } of people) await tx.update(users).set(row).where(eq(users.id, id));
    for (const { id, ...row } of logins) {
      await tx.update(accounts).set(row).where(eq(accounts.id, id));
    }
    for (const { id, ...row } of numbers) {
      await tx.update(schoolNumbers).set(row).where(eq(schoolNumbers.id, id));
    }
  });
}

/**
 * Signs a session in again when a fuzzed call ended it (logout, a password change, a switch of
 * account), first putting back the Admin's standing: a legitimate call can take it away, as the
 * college Admin removing the road-medicine mark from the number the road-medicine Admin works
 * as (seed 20261126), which turns that credential inactive (migration 0019). The next
 * operations still run as the Admin.
 */
export async function keepAlive(t: TestApp, session: Session, standing: Standing): Promise<void> {
  const check = await t.app.inject({
    method: 'POST',
    url: '/api/auth/check-auth',
    headers: bearer(session.token),
    payload: {},
  });
  if (check.statusCode === 200) return;
  await restoreStanding(t, standing);
  session.token = await signIn(
    t.app,
    t.database,
    session.scope,
    session.email,
    DEMO_PASSWORD,
    +NOW,
  );
}

/** The rows a refused call must not change: every aggregate a route writes, and its audit. */
export function writtenRows(t: TestApp) {
  return countRows(t.database.db, {
    certificates,
    lots: certificateLots,
    registers,
    schoolNumbers,
    users,
    accounts,
    sessions,
    payments,
    operatives,
    preRegistrations,
    commissions,
    outbox: emailOutbox,
    support: supportMessages,
    audit: auditEvents,
  });
}
