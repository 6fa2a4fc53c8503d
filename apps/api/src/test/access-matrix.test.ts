import { apiOperations, permissionOf } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatesApp, NOW } from '../modules/certificates/testing';
import { type MatrixCaller, matrixCallers } from './access-callers';
import {
  expectedOutcome,
  outcomeOf,
  placeholderUrl,
  routeTableGaps,
  tableKeyOf,
} from './access-matrix';
import { type SightFixture, sightFixture, sightProbes, sightTwins } from './access-sight';
import type { TestApp } from './app';
import { bearer } from './auth';

// Decision 0029: every route the app registers, called as every caller,
// answers as the permissions table of packages/shared says; a route missing from it fails.
let t: TestApp;
let callers: MatrixCaller[];
let fixture: SightFixture;

beforeAll(async () => {
  t = await certificatesApp();
  callers = await matrixCallers(t, NOW.getTime());
  fixture = await sightFixture(t, callers);
}, 60_000);
afterAll(() => t.close());

/** Every route but HEAD (it goes with GET); logging out last, as it ends the caller's session. */
function routesToCall() {
  const all = [...t.app.apiRoutes, ...t.app.otherRoutes].filter((route) => route.method !== 'HEAD');
  const isLogout = (route: { url: string }) => route.url === '/api/auth/logout';
  return [...all.filter((route) => !isLogout(route)), ...all.filter(isLogout)];
}

describe('the permissions table and the route table', () => {
  it('name the same routes: none served undeclared, none declared unserved', () => {
    const gaps = routeTableGaps([...t.app.apiRoutes, ...t.app.otherRoutes], apiOperations);
    expect(gaps).toEqual({ undeclared: [], unserved: [] });
    expect(t.app.apiRoutes.length).toBeGreaterThan(200);
  });

  it('would fail on a route missing from the table, or a declared route gone', () => {
    const served = [...t.app.apiRoutes, { method: 'GET', url: '/api/olvidada/:id' }];
    const declared = apiOperations.filter((entry) => entry.path !== '/api/health');
    expect(routeTableGaps(served, declared)).toEqual({
      undeclared: ['GET /api/health', 'GET /api/olvidada/{id}'],
      unserved: apiOperations
        .filter((entry) => entry.path.startsWith('/api/docs'))
        .map((entry) => `${entry.method} ${entry.path}`)
        .sort(),
    });
  });
});

describe('a session of another state', () => {
  it('finds the VE-A records only where the table gives its role every state', async () => {
    const wrong: string[] = [];
    const compared = new Set<string>();
    const reaches = new Set<string>();
    for (const probe of sightProbes(fixture)) {
      const permission = permissionOf(probe.method, probe.path);
      if (!permission) throw new Error(`${probe.path} undeclared`);
      for (const twins of sightTwins(callers, permission)) {
        const home = await probe.look(t, twins.home.token);
        if (!home.sees) continue;
        compared.add(probe.path);
        reaches.add(twins.reach);
        const away = await probe.look(t, twins.away.token);
        if (away.sees !== (twins.reach === 'every')) {
          wrong.push(`${probe.path} ${twins.away.label} (${twins.reach}): ${away.answer}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Each probe met a pair of twins that saw the fixture at home; both reaches were compared.
    expect(compared.size).toBe(sightProbes(fixture).length);
    expect([...reaches].sort()).toEqual(['every', 'own', 'state']);
  });
});

describe('the authorisation matrix', () => {
  it('answers every route as the table says: 401 without a live session, 403 to a caller it does not admit', async () => {
    const routes = routesToCall();
    const wrong: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const permission = permissionOf(route.method, tableKeyOf(route).split(' ')[1] ?? '');
      if (!permission) throw new Error(`${tableKeyOf(route)} undeclared`);
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      for (const caller of callers) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: placeholderUrl(route.url),
          headers: caller.kind === 'anonymous' ? {} : bearer(caller.token),
          ...(hasBody ? { payload: {} } : {}),
        });
        calls += 1;
        const code = String(response.headers['content-type']).includes('json')
          ? (response.json() as { error?: string }).error
          : undefined;
        const outcome = outcomeOf(response.statusCode, code);
        const expected = expectedOutcome(permission, caller);
        if (outcome !== expected) {
          wrong.push(
            `${route.method} ${route.url} as ${caller.label}: ${outcome}, not ${expected}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBe(routes.length * callers.length);
  }, 120_000);
});
