// `npm run bench:scale`: three API processes behind HAProxy against one, on one PostgreSQL and
// one Redis (decision 0032): throughput of each, a public limit that holds across the processes,
// and every queued e-mail sent once. BENCH_DATABASE_URL: an empty (or bench) PostgreSQL database;
// REDIS_URL (redis://127.0.0.1:6379); BENCH_DURATION and BENCH_CONNECTIONS as `npm run bench`.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { clusterDataDir, startCluster } from '../scripts/cluster/cluster.mjs';
import { assertHaproxy } from '../scripts/cluster/haproxy.mjs';
import { ensureApiBuilt } from './lib/build.mjs';
import { limitAcrossProcesses, outboxOnce } from './lib/cluster-checks.mjs';
import { measure } from './lib/load.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { readOptions } from './lib/options.mjs';
import { freePort } from './lib/ports.mjs';
import { signInDemo, xsrfHeaders } from './lib/sign-in.mjs';

const PUBLIC_LIMIT = 60;
const OUTBOX_MAILS = 300;

async function main() {
  const options = readOptions();
  if (!options.databaseUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL database');
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  console.log(assertHaproxy());
  ensureApiBuilt();
  const runId = Date.now().toString(36);
  const mail = await startMailCatcher();
  const dataDir = clusterDataDir(await mkdtemp(path.join(os.tmpdir(), 'aptovial-scale-')));
  const cluster = await startCluster({
    processes: 3,
    port: await freePort(),
    databaseUrl: options.databaseUrl,
    redisUrl,
    dataDir,
    env: {
      SMTP_URL: mail.url,
      REDIS_PREFIX: `bench-${runId}:`,
      RATE_LIMIT_PUBLIC_PER_MINUTE: String(PUBLIC_LIMIT),
      // /api/certifields/keys, the route the limit is checked on, counts under the verify limit.
      RATE_LIMIT_VERIFY_PER_MINUTE: String(PUBLIC_LIMIT),
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000000000',
      FX_REFRESH: 'false',
    },
  });
  const single = await cluster.balance([cluster.children[0]], await freePort());
  try {
    // First, before any other public call from this address uses the route's allowance.
    const limits = await limitAcrossProcesses(cluster.url, PUBLIC_LIMIT * 3);
    const token = await signInDemo(cluster.url, mail);
    const auth = { authorization: `Bearer ${token}` };
    const targets = [
      {
        name: 'check-auth (session lookup)',
        method: 'POST',
        path: '/api/auth/check-auth',
        headers: { ...auth, 'content-type': 'application/json', ...xsrfHeaders(cluster.url) },
        body: '{}',
      },
      {
        name: 'certificate list, page 1',
        method: 'GET',
        path: '/api/certifields?limit=10&page=1',
        headers: auth,
      },
    ];
    const rows = [];
    for (const target of targets) {
      const load = (base) => measure({ ...options, ...target, url: `${base}${target.path}` });
      const one = await load(single.url);
      const three = await load(cluster.url);
      rows.push({ name: target.name, one, three });
    }
    const outbox = await outboxOnce({
      databaseUrl: options.databaseUrl,
      mail,
      count: OUTBOX_MAILS,
      runId,
    });
    report({ options, limits, rows, outbox });
  } finally {
    await single.stop();
    await cluster.stop();
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report({ options, limits, rows, outbox }) {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(`\n${options.connections} connections, ${options.durationSeconds} s per target`);
  console.log(`machine: ${os.cpus().length} cores, load average ${load}\n`);
  for (const { name, one, three } of rows) {
    const ratio = (three.requestsPerSecond / one.requestsPerSecond).toFixed(2);
    const line = (label, r) =>
      `  ${label}: ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.latencyMs.p50} ms, ` +
      `p99 ${r.latencyMs.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`;
    console.log(
      `${name}: three/one ${ratio}x\n${line('one process  ', one)}\n${line('three        ', three)}`,
    );
  }
  const held = limits.ok === PUBLIC_LIMIT ? 'held' : 'NOT held';
  console.log(
    `\npublic limit ${PUBLIC_LIMIT}/min across three processes: ${held} ` +
      `(${limits.ok} let through, ${limits.limited} refused with 429, ${limits.other} other)`,
  );
  const once = outbox.pending === 0 && outbox.twice === 0 && outbox.received === outbox.queued;
  console.log(
    `outbox: ${outbox.queued} queued, ${outbox.received} received, ${outbox.twice} twice, ` +
      `${outbox.pending} pending after ${outbox.seconds.toFixed(1)} s: ${once ? 'each once' : 'NOT each once'}`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`\nbench failed: ${error.message}`);
    process.exit(1);
  },
);
