// `npm run bench:pages`: what a cheap phone on a slow connection downloads and waits for on the
// public pages (docs/architecture.md: first-view JavaScript <= 150 KB gzip), in Debian's Chromium
// against the built server. Needs `npm run build` first; prints figures, asserts nothing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { apiBundle, repoRoot } from './lib/paths.mjs';
import { startAptoVial } from './lib/server.mjs';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
const QUIET = ['--disable-background-networking', '--disable-component-update', '--disable-sync'];
// Chrome's "Slow 3G" preset and a phone's CPU (a quarter of this machine's core).
const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: 51_200,
  uploadThroughput: 51_200,
};
const CPU_SLOWDOWN = 4;
const PAGES = [
  { path: '/', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  {
    path: '/Buscar-certificado-medicos',
    ready: (page) =>
      page
        .getByRole('button', { name: /Buscar/ })
        .first()
        .waitFor(),
  },
  { path: '/Login', ready: (page) => page.getByRole('button', { name: 'Ingresar' }).waitFor() },
  // The request form (the demo opens requests); the challenge widget loads on first use.
  {
    path: '/solicitar-certificado',
    ready: (page) => page.getByRole('button', { name: 'Enviar solicitud' }).waitFor(),
  },
  // The paying form's first step (decision 0024); its payment step and the widget load while it
  // is filled.
  {
    path: '/solicitar-certificado-pago',
    ready: (page) => page.getByRole('button', { name: 'Continuar al pago' }).waitFor(),
  },
];

if (!existsSync(apiBundle) || !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  console.error('the built app is missing: run `npm run build` first');
  process.exit(1);
}

/** Loads `path` in a fresh phone-sized context and counts what crossed the network. */
async function measure(browser, baseUrl, { path: pagePath, ready }) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const types = new Map();
  const bytes = { script: 0, scriptBody: 0, all: 0, requests: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  // The body alone (compressed, as it crossed the wire): the budget's measure. The totals also
  // count each response's headers (about 1 KB with the security headers), paid per request.
  cdp.on('Network.dataReceived', (event) => {
    if (types.get(event.requestId) === 'Script') bytes.scriptBody += event.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes.all += event.encodedDataLength;
    bytes.requests += 1;
    if (types.get(event.requestId) === 'Script') bytes.script += event.encodedDataLength;
  });
  const started = Date.now();
  await page.goto(`${baseUrl}${pagePath}`, { timeout: 120_000 });
  await ready(page);
  const usableMs = Date.now() - started;
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await context.close();
  return { pagePath, usableMs, ...bytes };
}

const server = await startAptoVial({ readyTimeoutMs: 60_000 });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: [...FLAGS, ...QUIET],
});
try {
  console.log('public pages on Slow 3G (400 ms, 400 kbit/s) with the CPU slowed 4x, 360 px wide:');
  console.log(
    'page                         usable after  JS bodies  JS with headers  all transferred  requests',
  );
  for (const target of PAGES) {
    const r = await measure(browser, server.baseUrl, target);
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `${r.pagePath.padEnd(28)} ${`${(r.usableMs / 1000).toFixed(1)} s`.padStart(12)}  ${kb(r.scriptBody).padStart(9)}  ${kb(r.script).padStart(15)}  ${kb(r.all).padStart(15)}  ${String(r.requests).padStart(8)}`,
    );
  }
  console.log(
    'budget: first-view JavaScript <= 150 KB compressed (docs/architecture.md: JS bodies)',
  );
} finally {
  await browser.close();
  await server.stop();
}
