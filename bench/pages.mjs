// `npm run bench:pages`: what a cheap phone on a slow connection downloads and waits for on the
// public pages (docs/architecture.md: first-view JavaScript <= 150 KB gzip, Lighthouse mobile 95,
// 90 for the request forms), and how long every slow screen takes to become usable, in Debian's
// Chromium against the built server. Needs `npm run build` first; prints figures, asserts nothing.
// Each figure is the median of BENCH_RUNS (3) cold loads: the machine's cores are shared.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLighthouse } from './lib/lighthouse.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { CONDITIONS, launchChromium, measureLoad, median } from './lib/page-load.mjs';
import { PUBLIC_PAGES, SIGNED_IN_PAGES } from './lib/page-targets.mjs';
import { apiBundle, repoRoot } from './lib/paths.mjs';
import { startAptoVial } from './lib/server.mjs';
import { traceSection } from './lib/trace-section.mjs';
import { signInPeople } from './lib/web-session.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3);
// Another web build to serve (a copy of an earlier dist, to measure "before" and "after").
const webDist = process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : undefined;
// A second build whose loads alternate with the served one's in the `trace` section.
const compareDist = process.env.BENCH_COMPARE_DIST
  ? path.resolve(process.env.BENCH_COMPARE_DIST)
  : undefined;
// BENCH_ONLY=weight,lighthouse,trace,usable,signed: only those sections.
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const wanted = (section) => only.length === 0 || only.includes(section);

if (!existsSync(apiBundle) || !existsSync(path.join(webDist ?? `${repoRoot}apps/web/dist`))) {
  console.error('the built app is missing: run `npm run build` first');
  process.exit(1);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ms = (n) => `${Math.round(n)} ms`;

/** The median of RUNS loads of each page under `condition`, field by field. */
async function medianLoads(browser, baseUrl, page, condition, token) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await measureLoad(browser, `${baseUrl}${page.path}`, { ...page, condition, token }));
  }
  const field = (name) => median(runs.map((r) => r[name]));
  return {
    usableMs: field('usableMs'),
    all: runs.map((r) => r.usableMs),
    scriptBody: field('scriptBody'),
    script: field('script'),
    bytes: field('all'),
    requests: field('requests'),
  };
}

async function weightSection(browser, baseUrl) {
  console.log(`\npublic pages, ${CONDITIONS.phone.label}, 360 px wide (median of ${RUNS}):`);
  console.log(
    'page                          usable   JS bodies  JS+headers  transferred  requests',
  );
  for (const page of PUBLIC_PAGES) {
    const r = await medianLoads(browser, baseUrl, page, CONDITIONS.phone);
    console.log(
      `${page.path.padEnd(28)} ${seconds(r.usableMs).padStart(7)} ${kb(r.scriptBody).padStart(11)} ${kb(r.script).padStart(11)} ${kb(r.bytes).padStart(12)} ${String(r.requests).padStart(9)}`,
    );
  }
  console.log('budget: first-view JavaScript <= 150 KB compressed (JS bodies)');
}

async function usableSection(browser, baseUrl, pages, tokens) {
  const conditions = tokens ? [CONDITIONS.here] : [CONDITIONS.here, CONDITIONS.cpu4];
  console.log(
    `\n${tokens ? 'signed-in' : 'public'} screens, first load until usable (median of ${RUNS}; every run):`,
  );
  for (const page of pages) {
    const cells = [];
    for (const condition of conditions) {
      const token = tokens?.get(page.as.email);
      const r = await medianLoads(browser, baseUrl, page, condition, token);
      cells.push(`${condition.label} ${seconds(r.usableMs)} (${r.all.map(seconds).join(', ')})`);
    }
    console.log(`${page.path.padEnd(42)} ${cells.join('   ')}`);
  }
}

async function lighthouseSection(baseUrl) {
  console.log(
    `\nLighthouse mobile (simulated slow 4G, CPU ÷ 4; median of ${RUNS}; load average ${os.loadavg()[0].toFixed(1)}):`,
  );
  console.log(
    'page                          score     TBT      LCP      FCP   script eval  entry eval',
  );
  const lighthouse = await startLighthouse();
  try {
    for (const page of PUBLIC_PAGES.filter((p) => p.audit)) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await lighthouse.audit(`${baseUrl}${page.path}`));
      const field = (name) => median(runs.map((r) => r[name]));
      console.log(
        `${page.path.padEnd(28)} ${String(field('score')).padStart(6)} ${ms(field('tbtMs')).padStart(7)} ${ms(field('lcpMs')).padStart(8)} ${ms(field('fcpMs')).padStart(8)} ${ms(field('scriptEvalMs')).padStart(12)} ${ms(field('entryEvalMs')).padStart(11)}   scores ${runs.map((r) => r.score).join(', ')}`,
      );
    }
  } finally {
    await lighthouse.close();
  }
}

const mail = await startMailCatcher();
const server = await startAptoVial({
  // A first start migrates and seeds the demo data: slow on shared, busy cores.
  readyTimeoutMs: 180_000,
  env: { SMTP_URL: mail.url, ...(webDist ? { WEB_DIST: webDist } : {}) },
});
const compared =
  compareDist && wanted('trace')
    ? await startAptoVial({ readyTimeoutMs: 180_000, env: { WEB_DIST: compareDist } })
    : undefined;
const browser = await launchChromium();
try {
  if (webDist) console.log(`serving the web build in ${webDist}`);
  if (wanted('lighthouse')) await lighthouseSection(server.baseUrl);
  if (wanted('trace')) {
    const builds = [{ label: compared ? 'served' : 'build', baseUrl: server.baseUrl }];
    if (compared) builds.push({ label: 'compared', baseUrl: compared.baseUrl });
    await traceSection(browser, builds, RUNS);
  }
  if (wanted('usable')) await usableSection(browser, server.baseUrl, PUBLIC_PAGES);
  if (wanted('signed')) {
    const tokens = await signInPeople(
      server.baseUrl,
      mail,
      SIGNED_IN_PAGES.map((p) => p.as),
    );
    await usableSection(browser, server.baseUrl, SIGNED_IN_PAGES, tokens);
  }
  if (wanted('weight')) await weightSection(browser, server.baseUrl);
} finally {
  await browser.close();
  await server.stop();
  await compared?.stop();
  await mail.close();
}
