// `npm run bench:fraud`: the fraud signals (decision 0035) on a seeded database
// (BENCH_DATABASE_URL, the 1,000,000 certificates of `npm run bench`): the detection run
// ("recalcular", every kind's SQL in the database) timed BENCH_FRAUD_RUNS times, then the report's
// list read under load (autocannon) with its p99, which must stay under 500 ms.
// BENCH_API_BUNDLE: a build of the API elsewhere than apps/api/dist (left untouched then).
import { ensureApiBuilt } from './lib/build.mjs';
import { signInOnce } from './lib/certificate-bench.mjs';
import { measure } from './lib/load.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { startAptoVial } from './lib/server.mjs';
import { xsrfHeaders } from './lib/sign-in.mjs';

const RUNS = Number(process.env.BENCH_FRAUD_RUNS || 3);
const SECONDS = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
/** A Caracas day: the first run looks back from its month (a year of history, say). */
const SINCE = process.env.BENCH_FRAUD_SINCE;
const P99_BUDGET_MS = 500;

async function recalc(baseUrl, token, body) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/fraudSignals/recalc`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...xsrfHeaders(baseUrl),
    },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`recalc: ${response.status} ${JSON.stringify(json)}`);
  return { ms: performance.now() - started, ...json.data };
}

/** The report pages a reader opens: the first page, one kind, one state, a later page. */
const LIST_PATHS = [
  '/api/fraudSignals?limit=10',
  '/api/fraudSignals?limit=10&kind=nightBurst',
  '/api/fraudSignals?limit=10&state=VE-A',
  '/api/fraudSignals?limit=25&page=3',
  '/api/fraudSignals?limit=10&date_range=2026-01-01,',
];

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('set BENCH_DATABASE_URL (a database seeded by npm run bench)');
  const script = process.env.BENCH_API_BUNDLE;
  if (!script) ensureApiBuilt();
  const mail = await startMailCatcher();
  const server = await startAptoVial({
    readyTimeoutMs: 180_000,
    // The job stays off: only the runs asked here are timed.
    env: { SMTP_URL: mail.url, DATABASE_URL: databaseUrl, FRAUD_DETECT: 'false' },
    ...(script ? { script } : {}),
  });
  let failed = false;
  try {
    const { baseUrl } = server;
    const token = await signInOnce(baseUrl, mail, 'admin.medicos@aptovial.test', '/api/auth');
    console.log('\nDetection runs (POST /api/fraudSignals/recalc, every kind in the database):');
    for (let run = 1; run <= RUNS; run += 1) {
      const body = run === 1 && SINCE ? { since: SINCE } : {};
      const result = await recalc(baseUrl, token, body);
      console.log(
        `  run ${run}${body.since ? ` since ${body.since}` : ''}: ${result.ms.toFixed(0)} ms ` +
          `(window from ${result.since}; ${result.found} found, ${result.inserted} new, ` +
          `${result.removed} removed, ${result.notified} e-mails)`,
      );
    }
    const figures = await measure({
      url: `${baseUrl}${LIST_PATHS[0]}`,
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
      paths: LIST_PATHS,
      connections: CONNECTIONS,
      durationSeconds: SECONDS,
      warmupSeconds: 2,
    });
    const { latencyMs } = figures;
    console.log(
      `\nReport list (GET /api/fraudSignals, ${LIST_PATHS.length} shapes, ${CONNECTIONS} connections, ${SECONDS} s):`,
    );
    console.log(
      `  ${figures.requestsPerSecond.toFixed(0)} req/s; latency ms mean ${latencyMs.mean.toFixed(1)}, ` +
        `p50 ${latencyMs.p50}, p99 ${latencyMs.p99}, max ${latencyMs.max}; ` +
        `non-2xx ${figures.non2xx}, errors ${figures.errors}`,
    );
    if (latencyMs.p99 >= P99_BUDGET_MS || figures.non2xx > 0 || figures.errors > 0) {
      console.log(`OVER BUDGET: the report's p99 must stay under ${P99_BUDGET_MS} ms, all 2xx`);
      failed = true;
    }
  } finally {
    await server.stop();
    await mail.close();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
