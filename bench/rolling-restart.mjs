// `npm run bench:restart` (decision 0077): three API processes behind HAProxy on one PostgreSQL
// (BENCH_DATABASE_URL) and Redis (REDIS_URL, redis://127.0.0.1:6379), under 200 connections
// (BENCH_CONNECTIONS) of verifies, list pages, prices and new applicants' requests (writes), for
// BENCH_RESTART_SECONDS (60). Meanwhile each process in turn gets SIGTERM, drains, exits and
// starts again on its port. Every request must be answered (no error, timeout or 5xx) and every
// acknowledged write be in the database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { assertHaproxy } from '../scripts/cluster/haproxy.mjs';
import { storedWrites } from './lib/acknowledged-writes.mjs';
import { ensureApiBuilt } from './lib/build.mjs';
import { stopAllChildren } from './lib/child.mjs';
import { createMix, solveWrites } from './lib/fault-mix.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { publicXsrfHeaders } from './lib/pre-register-bench.mjs';
import { startRollingCluster } from './lib/rolling-cluster.mjs';
import { signInDemo } from './lib/sign-in.mjs';

const seconds = Number(process.env.BENCH_RESTART_SECONDS || 60);
const connections = Number(process.env.BENCH_CONNECTIONS || 200);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const writeCount = Number(process.env.BENCH_RESTART_WRITES || 3000);
const PROCESSES = 3;

async function main() {
  if (!databaseUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL database');
  console.log(assertHaproxy());
  ensureApiBuilt();
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const mail = await startMailCatcher();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aptovial-restart-'));
  const cluster = await startRollingCluster({
    processes: PROCESSES,
    databaseUrl,
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    dataDir,
    env: {
      SMTP_URL: mail.url,
      REDIS_PREFIX: `restart-${Date.now().toString(36)}:`,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000000000',
      RATE_LIMIT_VERIFY_PER_MINUTE: '1000000000',
      ALTCHA_MAX_NUMBER: '50',
    },
  });
  try {
    const url = cluster.url;
    const token = await signInDemo(url, mail);
    const { rows } = await db.query('select serial from certificates order by id desc limit 2000');
    const firstPerson = (Date.now() % 90_000) * 10_000;
    // First: solving opens the form page, which sets the XSRF pair the writes send.
    const bodies = await solveWrites(url, writeCount, firstPerson);
    const mix = createMix({
      // An empty database verifies a serial nobody holds: a 404 is an answer too.
      serials: rows.length > 0 ? rows.map((row) => String(row.serial)) : ['1000001'],
      listHeaders: { authorization: `Bearer ${token}` },
      writeHeaders: { 'content-type': 'application/json', ...publicXsrfHeaders() },
      bodies,
      pay: { bodies: [] },
      issue: { count: 0, firstSerial: 0, headers: {} },
      phases: 1,
    });
    mix.phase(seconds * 1000);
    const load = autocannon({
      url,
      connections,
      duration: seconds,
      timeout: 30,
      requests: mix.requests,
    });
    const restarts = [];
    // Spread over the run, after a few seconds of undisturbed load, and done before it ends.
    const gap = (seconds * 1000) / (PROCESSES + 1);
    for (let index = 0; index < PROCESSES; index += 1) {
      await sleep(index === 0 ? gap / 2 : Math.max(0, gap / 2));
      restarts.push(await cluster.restart(index));
    }
    const result = await load;
    const tally = mix.take();
    const written = await storedWrites(db, mix.acknowledged);
    report({ result, tally, restarts, written, balancer: cluster.balancerMessages() });
  } finally {
    await cluster.stop();
    await mail.close();
    await db.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report({ result, tally, restarts, written, balancer }) {
  const failedStatus = Object.entries(tally)
    .filter(([key]) => Number(key.split(' ')[1]) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  const failed = result.errors + result.timeouts + failedStatus;
  console.log(
    `\n${connections} connections, ${seconds} s, ${PROCESSES} processes restarted in turn`,
  );
  console.log(
    `requests: ${result.requests.total} (${Math.round(result.requests.mean)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`,
  );
  console.log(`answers: ${JSON.stringify(tally)}`);
  console.log(
    `failed: ${failed} (errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${failedStatus})`,
  );
  for (const { index, exit, stopMs, startMs } of restarts) {
    console.log(
      `  process ${index + 1}: SIGTERM to exit ${stopMs} ms (code ${exit.code}${exit.signal ? `, ${exit.signal}` : ''}), ` +
        `ready again in ${startMs} ms`,
    );
  }
  for (const line of balancer.split('\n').filter((l) => / is (DOWN|UP)/.test(l))) {
    console.log(`  haproxy: ${line.replace(/^.*?(Server)/, '$1').slice(0, 140)}`);
  }
  console.log(`acknowledged writes: ${written.acknowledged}, stored: ${written.found}`);
  const clean = restarts.every((r) => r.exit.code === 0);
  const ok = failed === 0 && written.found === written.acknowledged && clean;
  console.log(ok ? '\nrolling restart: nothing lost' : '\nrolling restart: SOMETHING LOST');
  if (!ok) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  async (error) => {
    console.error(`\nbench failed: ${error.message}`);
    await stopAllChildren();
    process.exit(1);
  },
);
