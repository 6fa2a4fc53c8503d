import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { tileSourceOf } from './security';

// The operative's location picker (issue 17) shows tiles from the configured server: a CSP that
// refused them would leave the map blank in production while every jsdom test passed.
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
