import { allApiPaths } from '@aptovial/shared';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

const methods: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The shared table spells parameters as docs/product/calls.md does ({id}); Fastify as :id. */
const routePattern = (path: string) => path.replace(/\{([A-Za-z]+)\}/g, ':$1');

describe('the shared API path table', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('names only paths the API serves', () => {
    const unserved = allApiPaths().filter(
      (path) => !methods.some((method) => test.app.hasRoute({ method, url: routePattern(path) })),
    );
    expect(unserved).toEqual([]);
  });

  it('would notice a path the API does not serve', () => {
    expect(methods.some((method) => test.app.hasRoute({ method, url: '/api/nowhere' }))).toBe(
      false,
    );
  });
});
