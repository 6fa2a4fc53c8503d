import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

const BIG_SCRIPT = `export const texts = ${JSON.stringify(Array(400).fill('Certificado médico'))};`;
const shellWith = (root: string) =>
  `<html><head><meta name="aptovial-mode" content="medicVial" /><title>AptoVial</title></head><body>${root}</body></html>`;
// What the web build draws of each public page (apps/web/scripts/prerender.mjs, decision 0090).
const DRAWN: Record<string, [string, string]> = {
  '/': ['index', '<h1>Certificados médicos para conducir</h1>'],
  '/Buscar-certificado-medicos': ['Buscar-certificado-medicos', '<button>Buscar</button>'],
  '/solicitar-certificado': ['solicitar-certificado', '<button>Enviar solicitud</button>'],
  '/solicitar-certificado-pago': [
    'solicitar-certificado-pago',
    '<button>Continuar al pago</button>',
  ],
};
const drawnPage = (markup: string) => shellWith(`<div id="root" data-first-view>${markup}</div>`);
const webDist = mkdtempSync(path.join(tmpdir(), 'aptovial-web-'));
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), shellWith(''));
  for (const mode of ['INTT', 'colegio']) {
    mkdirSync(path.join(webDist, 'first-views', mode), { recursive: true });
    for (const [file, markup] of Object.values(DRAWN)) {
      const page = drawnPage(`${markup}<p>${mode}</p>`);
      writeFileSync(path.join(webDist, 'first-views', mode, `${file}.html`), page);
    }
  }
  writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
  const script = path.join(webDist, 'assets', 'page-Zx98.js');
  writeFileSync(script, BIG_SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(BIG_SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(BIG_SCRIPT));
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

  it('answers each public page’s exact path with its drawn first view, in the mode', async () => {
    for (const [url, [, markup]] of Object.entries(DRAWN)) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(`${markup}<p>INTT</p>`);
      expect(response.body, url).toContain('<meta name="aptovial-mode" content="INTT" />');
      expect(response.body, url).toContain('<title>AptoVial · INTT</title>');
    }
  });

  it('answers the plain shell elsewhere: other paths, a search, another letter case, the files', async () => {
    for (const url of [
      '/Login',
      '/Buscar-certificado-medicos?serial=1000123',
      '/buscar-certificado-medicos',
      '/solicitar-certificado/',
      '/first-views/INTT/index.html',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('data-first-view');
      expect(response.body, url).toContain('<title>AptoVial · INTT</title>');
    }
  });

  it('answers the plain shell to a person who chose another language or a dark colour mode', async () => {
    const drawn = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/', headers: { cookie } })).body.includes(
        'data-first-view',
      );
    expect(await drawn('aptovial-language=es; aptovial-color-scheme=light')).toBe(true);
    expect(await drawn('other=1')).toBe(true);
    expect(await drawn('aptovial-language=en')).toBe(false);
    expect(await drawn('x=1; aptovial-color-scheme=dark')).toBe(false);
    expect(await drawn('aptovial-color-scheme=auto')).toBe(false);
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(response.headers.vary).toLowerCase()).toContain('cookie');
  });

  it('sends the pages compressed to a browser that takes it', async () => {
    const plain = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const br = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/Login',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>AptoVial · INTT</title>');
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the build’s Brotli or gzip copy to a browser that takes it, the plain file otherwise', async () => {
    const url = '/assets/page-Zx98.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
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
