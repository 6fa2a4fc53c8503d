import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { tileSourceOf } from './security';

// The operative's location picker (decision 0025) shows tiles from the configured server: a CSP
// that refused them would leave the map blank in production while every jsdom test passed.
describe('the CSP and the map tiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      map: { tileUrl: 'https://{s}.teselas.example.ve/{z}/{x}/{y}.png', attribution: 'Propias' },
    });
  });
  afterAll(() => t.close());

  it("admits images from the tile server's host, and scripts from ours alone", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://*.teselas.example.ve;");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*teselas/);
  });

  it('reads the host of a tile template', () => {
    expect(tileSourceOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSourceOf('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
  });
});

// HSTS over plain http (the demo on localhost) pins the browser to an https port nobody serves.
describe('HSTS and upgrade-insecure-requests follow the protocol (decision 0051)', () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp({ trustProxy: true });
    direct = await createTestApp({ trustProxy: false });
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  const headersOf = async (t: TestApp, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url: '/api/health', headers })).headers;

  it('sends both over https, as a trusted proxy says', async () => {
    const headers = await headersOf(behindProxy, { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('sends neither over plain http', async () => {
    for (const headers of [await headersOf(behindProxy), await headersOf(direct)]) {
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(String(headers['content-security-policy'])).not.toContain('upgrade-insecure');
      expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
    }
  });

  it('believes no x-forwarded-proto without a trusted proxy', async () => {
    const headers = await headersOf(direct, { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(String(headers['content-security-policy'])).not.toContain('upgrade-insecure');
  });
});
