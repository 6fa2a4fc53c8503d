import type { TestApp } from '../../test/app';
import { bearer, type Scope, signIn } from '../../test/auth';
import { DEMO_PASSWORD } from '../../test/demo';

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
