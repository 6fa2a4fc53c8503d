import { expect } from 'vitest';
import { accounts, auditEvents, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, type Scope, signIn } from '../../test/auth';
import { DEMO_PASSWORD } from '../../test/demo';
import { countRows } from '../../test/rows';

export const prefixOf = { colegio: '/api/users', INTT: '/api/usersINTT' } as const;
export const demo = (name: string) => `${name}@aptovial.test`;

/** Ready tokens of demo accounts, signed in once per test file (at the app clock's `now`). */
export function tokensFor(t: () => TestApp, now: () => number = Date.now) {
  const tokens = new Map<string, string>();
  return async (scope: Scope, name: string): Promise<string> => {
    const key = `${scope}:${name}`;
    const known = tokens.get(key);
    if (known) return known;
    const token = await signIn(t().app, t().database, scope, demo(name), DEMO_PASSWORD, now());
    tokens.set(key, token);
    return token;
  };
}

let serial = 0;
/** A valid new person; every call a different e-mail and dni. */
export function newPerson(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    email: `persona.${serial}.${Date.now()}@aptovial.test`,
    dni: String(20_000_000 + serial),
    names: 'Juan José',
    lastNames: 'Muñoz',
    genders: 'M',
    phone1: '0414-1234567',
    rol: 'Directorate',
    state: 'VE-A',
    ...overrides,
  };
}

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };

/** Calls a users route of `scope` with a token. */
export function callerOf(t: () => TestApp) {
  return (scope: keyof typeof prefixOf, token: string, call: Call) =>
    t().app.inject({
      method: call.method,
      url: `${prefixOf[scope]}${call.url}`,
      headers: bearer(token),
      ...(call.payload ? { payload: call.payload } : {}),
    });
}

/** Rows of accounts, users and audit events: a refused request changes none. */
export function rowCountsOf(t: () => TestApp) {
  return () => countRows(t().database.db, { accounts, users, audit: auditEvents });
}

/** Spanish words, and none of the English defaults of zod or Fastify. */
export function expectSpanish(text: string | undefined): void {
  expect(text).not.toMatch(
    /\b(the|is|not|found|invalid|expected|required|received|must|unrecognized|too)\b/i,
  );
  expect(text).toMatch(
    /[áéíóúñ]|\b(no|de|del|la|el|los|las|con|que|una?|se|y|en|solo|debe|use|estado|desconocid[oa])\b/i,
  );
}

type Answer = { statusCode: number; body: string; json(): unknown };
type ErrorBody = { error: string; message: string; errors?: { field: string; message: string }[] };

/** A 4xx with the code, a Spanish message and, when given, `field` named in Spanish. */
export function expectRefusal(
  response: Answer,
  field?: string,
  status = 400,
  code = 'VALIDATION_ERROR',
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as ErrorBody;
  expect(body.error).toBe(code);
  expectSpanish(body.message);
  if (field === undefined) return body;
  const named = body.errors?.find((error) => error.field === field);
  expect(named, `${field} in ${response.body}`).toBeDefined();
  expectSpanish(named?.message);
  return body;
}
