import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

const webDist = mkdtempSync(path.join(tmpdir(), 'aptovial-web-'));
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><meta name="aptovial-mode" content="medicVial" /><title>AptoVial</title></head><body></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
  t = await createTestApp({ webDist, appMode: 'INTT' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves index.html with the deployment mode written in, never cached stale', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<meta name="aptovial-mode" content="INTT" />');
    expect(response.body).toContain('<title>AptoVial · INTT</title>');
  });

  it('answers client routes with index.html so the router can take over', async () => {
    for (const url of ['/Buscar-certificado-medicos', '/ruta/que/no/existe?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('aptovial-mode');
    }
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps JSON 404s for unknown API paths and non-GET methods', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'NOT_FOUND' });
    const post = await t.app.inject({ method: 'POST', url: '/Login' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});
