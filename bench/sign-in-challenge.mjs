// `node bench/sign-in-challenge.mjs` (decision 0049): how long the sign-in page takes to solve the
// proof of work the server asks for after repeated failed sign-ins, in Debian's Chromium
// (/usr/bin/chromium, through playwright-core) with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate), as on a cheap phone; and unthrottled for comparison.
//
// The challenges are the server's own: the API's captcha service (apps/api/src/modules/captcha/
// service.ts, bundled on the fly) at the production difficulty (ALTCHA_MAX_NUMBER, default
// 2,000), and each solution is checked by that service. The page runs the web's own solver
// (apps/web/src/shared/challenge/solve.ts: the form widget's PBKDF2 worker file, up to four
// workers), bundled on the fly and served from 127.0.0.1 with the worker file. No server build or
// database is needed. BENCH_RUNS solves (default 10) per setting; prints median and p95 in ms,
// asserts nothing. Settings: CPU ÷ 1 and ÷ 4 with the workers, and ÷ 4 without them (the
// throttling is the page's: the third shows the work slowed whole, a cheap phone's worst case).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { repoRoot } from './lib/paths.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const MAX_NUMBER = Number(process.env.ALTCHA_MAX_NUMBER ?? 2_000);
const from = (file) => path.join(repoRoot, file);

/** The API's captcha service itself, with an in-memory replay store. */
async function captchaService() {
  const { outputFiles } = await build({
    entryPoints: [from('apps/api/src/modules/captcha/service.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sign-in-bench-')), 'service.mjs');
  writeFileSync(file, outputFiles[0].text);
  const { createCaptchaService } = await import(file);
  const seen = new Set();
  return createCaptchaService({
    repo: {
      remember: async (hash) => !seen.has(hash) && Boolean(seen.add(hash)),
      deleteExpired: async () => {},
    },
    settings: {
      hmacKey: randomBytes(32).toString('hex'),
      lifetimeSeconds: 600,
      maxNumber: MAX_NUMBER,
    },
  });
}

/** The web's solver as the page loads it; Vite's `?worker` import becomes the worker file. */
async function solverPage() {
  const workerImport = {
    name: 'vite-worker',
    setup(bundle) {
      bundle.onResolve({ filter: /\?worker$/ }, () => ({ path: 'worker', namespace: 'worker' }));
      bundle.onLoad({ filter: /.*/, namespace: 'worker' }, () => ({
        contents: 'export default function W() { return new Worker("/pbkdf2.js"); }',
        loader: 'js',
      }));
    },
  };
  const { outputFiles } = await build({
    stdin: {
      contents: `import { solveChallengeHeader } from './apps/web/src/shared/challenge/solve.ts';
        window.solveChallengeHeader = solveChallengeHeader;`,
      resolveDir: repoRoot,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    plugins: [workerImport],
    write: false,
  });
  const files = {
    '/': ['text/html', '<!doctype html><script type="module" src="/solve.js"></script>'],
    '/solve.js': ['text/javascript', outputFiles[0].text],
    '/pbkdf2.js': [
      'text/javascript',
      readFileSync(from('node_modules/altcha/dist/workers/pbkdf2.js'), 'utf8'),
    ],
  };
  const server = createServer((request, response) => {
    const [type, body] = files[request.url] ?? ['text/plain', 'no'];
    response.writeHead(files[request.url] ? 200 : 404, { 'content-type': type });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

const captcha = await captchaService();
const page = await solverPage();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  console.log(
    `sign-in challenge: PBKDF2/SHA-256, cost 1,000, counter between ${MAX_NUMBER / 2} and ` +
      `${MAX_NUMBER} (ALTCHA_MAX_NUMBER ${MAX_NUMBER}); ${RUNS} solves per setting`,
  );
  // Throttling is set on the page: the third setting takes the workers away (the solver then
  // works on the page's own thread, as where a browser has none) so the whole work is slowed.
  for (const [rate, inWorkers] of [
    [1, true],
    [4, true],
    [4, false],
  ]) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    if (!inWorkers) await context.addInitScript(() => delete window.Worker);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await tab.goto(page.url);
    await tab.waitForFunction(() => typeof window.solveChallengeHeader === 'function');
    const workers = await tab.evaluate(() =>
      typeof Worker === 'function'
        ? `${Math.min(4, navigator.hardwareConcurrency || 2)} workers`
        : 'no workers',
    );
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const header = Buffer.from(JSON.stringify(await captcha.challenge())).toString('base64');
      const { ms, solution } = await tab.evaluate(async (challenge) => {
        const started = performance.now();
        const solved = await window.solveChallengeHeader(challenge, new AbortController().signal);
        return { ms: performance.now() - started, solution: solved };
      }, header);
      // The server's own check: a solution it would refuse is not a figure.
      await captcha.verify(solution);
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  CPU ÷ ${rate}, ${workers}: median ${percentile(times, 0.5).toFixed(0)} ms, ` +
        `p95 ${percentile(times, 0.95).toFixed(0)} ms (min ${times[0].toFixed(0)}, ` +
        `max ${times.at(-1).toFixed(0)})`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  page.close();
}
