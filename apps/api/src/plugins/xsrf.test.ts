import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_XSRF_TOKEN, xsrfPair } from '../test/xsrf';

const webDist = mkdtempSync(path.join(tmpdir(), 'aptovial-xsrf-'));
const written: unknown[] = [];
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<html><head><title>x</title></head></html>');
  writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
  t = await createTestApp({ webDist }, (app) => {
    // A write that records what reached it: a refused call must not get here.
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      app.route({
        method,
        url: '/api/test/write',
        handler: async (request) => {
          written.push(request.body ?? method);
          return { ok: true };
        },
      });
    }
    app.get('/api/test/read', async () => ({ ok: true }));
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const write = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', headers: Record<string, string>) =>
  t.app.inject({ method, url: '/api/test/write', headers, payload: { amount: 1 } });
const setCookieOf = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie']].flat().filter((value) => typeof value === 'string');

describe('XSRF double submit (docs/product/calls.md)', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s without the header, or with one that does not match, is refused and writes nothing',
    async (method) => {
      written.length = 0;
      const cookieOnly = { cookie: `XSRF-TOKEN=${TEST_XSRF_TOKEN}` };
      const attempts = [
        await write(method, cookieOnly),
        await write(method, { ...cookieOnly, 'x-xsrf-token': `${TEST_XSRF_TOKEN}x` }),
        await write(method, { 'x-xsrf-token': TEST_XSRF_TOKEN }),
        await write(method, { cookie: 'XSRF-TOKEN=short', 'x-xsrf-token': 'short' }),
      ];
      for (const refused of attempts) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          statusCode: 403,
          error: 'XSRF_TOKEN_INVALID',
          message:
            'La solicitud no trae la protección contra falsificación de esta página. Recárguela e intente de nuevo.',
        });
      }
      expect(written).toEqual([]);
    },
  );

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s with a matching cookie and header passes',
    async (method) => {
      written.length = 0;
      const response = await write(method, xsrfPair('another-token-abcdefghij'));
      expect(response.statusCode, response.body).toBe(200);
      expect(written).toEqual([{ amount: 1 }]);
    },
  );

  it('refuses a real write (login) before it runs, and lets the pair through', async () => {
    const payload = { email: 'x', password: 'y' };
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-xsrf-token': '' },
      payload,
    });
    expect(bare.json().error).toBe('XSRF_TOKEN_INVALID');
    const paired = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(paired.json().error).not.toBe('XSRF_TOKEN_INVALID');
  });

  it('does not touch reads, with or without the cookie', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/test/read' });
    expect(read.statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: '/api/test/read' });
    expect(head.statusCode).toBe(200);
  });
});

describe('the XSRF-TOKEN cookie', () => {
  it('is set where the request had none: the served index.html and refusals', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/Login' }),
      // An empty header of its own keeps the test app from adding the pair.
      await write('POST', { 'x-xsrf-token': '' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 403]);
    const tokens = answers.map((answer) => {
      const [cookie] = setCookieOf(answer);
      expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{32}; Path=\/; SameSite=Strict$/);
      return cookie?.split(';')[0];
    });
    expect(new Set(tokens).size).toBe(2);
  });

  it('is not set on API reads, which never need it', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/test/read' });
    expect(read.statusCode).toBe(200);
    expect(setCookieOf(read)).toEqual([]);
  });

  it('is not set again when the request carries one, nor on files shared caches keep', async () => {
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/test/read',
      headers: { cookie: `XSRF-TOKEN=${TEST_XSRF_TOKEN}` },
    });
    expect(setCookieOf(again)).toEqual([]);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(asset.statusCode).toBe(200);
    expect(setCookieOf(asset)).toEqual([]);
  });

  it('is Secure when the public address is https', async () => {
    const https = await createTestApp({ publicUrl: 'https://aptovial.example' });
    try {
      // A write without the pair: its refusal brings the cookie.
      const response = await https.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-xsrf-token': '' },
      });
      expect(response.statusCode).toBe(403);
      expect(setCookieOf(response)[0]).toMatch(/; SameSite=Strict; Secure$/);
    } finally {
      await https.close();
    }
  });
});
