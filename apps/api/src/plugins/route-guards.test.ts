import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { bearer, type Scope, signIn } from '../test/auth';
import { createSeededApp, DEMO_PASSWORD } from '../test/demo';
import { guarded } from './auth';
import { isPublicRoute, publicRoutes, trackRouteGuards } from './route-guards';

/** Input no route accepts: a bad page, limit, sort, dni, id and serial, an unknown field. */
const GARBAGE_QUERY = '?page=-1&limit=abc&order_by=%3B&dni=%27x&id=uno&serial=z&campo=1';
const BROKEN_JSON = '{"roto": ';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

/** A route's path with garbage in each parameter (`:id` -> `no-es-un-id`). */
const withGarbageParams = (url: string) => url.replace(/:\w+/g, 'no-es-un-id');

function callWithGarbage(method: string, url: string, headers: Record<string, string> = {}) {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return t.app.inject({
    method: method as 'GET',
    url: `${withGarbageParams(url)}${GARBAGE_QUERY}`,
    // The test app adds the XSRF pair a browser sends (test/xsrf.ts): only the session is missing.
    headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: BROKEN_JSON } : {}),
  });
}

describe('the route table: authentication comes before validation', () => {
  it('answers 401 UNAUTHORIZED to an anonymous call of every non-public route, whatever it sends', async () => {
    const guardedRoutes = t.app.apiRoutes.filter(
      (route) => route.method !== 'HEAD' && !isPublicRoute(route.method, route.url),
    );
    // Every module's routes are in the table (a broken collection must not pass by being empty).
    expect(guardedRoutes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const { method, url, guarded: hasGuard } of guardedRoutes) {
      const response = await callWithGarbage(method, url);
      const body = response.json();
      if (!hasGuard || response.statusCode !== 401 || body.error !== 'UNAUTHORIZED') {
        wrong.push(`${method} ${url} -> ${response.statusCode} ${body.error}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists only routes that exist, so the public table cannot rot', () => {
    const registered = new Set(t.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    const missing = [...publicRoutes].filter((route) => !registered.has(route));
    expect(missing).toEqual([]);
  });

  it.each([
    // [login, account, call, refusal]
    ['INTT', 'funcionario.intt', 'GET /api/register/search', 'WRONG_MODULE'],
    ['INTT', 'funcionario.intt', 'GET /api/usersINTT', 'FORBIDDEN'],
    ['colegio', 'secretaria.enfermeras', 'GET /api/certifieldLotes', 'FORBIDDEN'],
    ['colegio', 'presidente.enfermeras', 'POST /api/certifields/createCertifields', 'FORBIDDEN'],
    ['medicVial', 'director.vial', 'POST /api/register', 'WRONG_MODULE'],
  ] as const)(
    'refuses %s %s on %s with 403 before reading its input',
    async (scope: Scope, name, call, error) => {
      const token = await signIn(t.app, t.database, scope, `${name}@aptovial.test`, DEMO_PASSWORD);
      const [method = '', url = ''] = call.split(' ');
      const response = await callWithGarbage(method, url, bearer(token));
      expect([response.statusCode, response.json().error]).toEqual([403, error]);
    },
  );
});

describe('start-up check of the guards', () => {
  const session = { authenticate: async () => Promise.reject(new Error('sin sesiones aquí')) };

  it('refuses an /api route with neither the session guard nor a place in the public table', async () => {
    const app = Fastify();
    trackRouteGuards(app);
    expect(() => app.get('/api/olvidada', async () => ({ ok: true }))).toThrow(
      /GET \/api\/olvidada has no session guard/,
    );
    await app.close();
  });

  it('accepts a guarded route and a listed public one, and records both', async () => {
    const app = Fastify();
    const table = trackRouteGuards(app);
    app.get('/api/privada', guarded(session), async () => ({ ok: true }));
    app.get('/api/health', async () => ({ ok: true }));
    await app.ready();
    table.seal();
    expect(app.apiRoutes.filter((route) => route.method === 'GET')).toEqual([
      { method: 'GET', url: '/api/privada', guarded: true },
      { method: 'GET', url: '/api/health', guarded: false },
    ]);
    await app.close();
  });
});
