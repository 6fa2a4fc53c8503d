// `npm run bench:faults` (issue 18, load and faults): three API processes behind HAProxy on the
// bench's PostgreSQL (BENCH_DATABASE_URL, with the certificates of bench/seed), a Redis and an
// SMTP server of the bench's own. 200 connections (BENCH_CONNECTIONS) verify, list and write
// requests, first undisturbed, then while one process is killed with SIGKILL, Redis and SMTP
// stop and come back. Every acknowledged write must be in the database with its e-mail queued,
// and the e-mails must go out once SMTP is back. BENCH_FAULT_SECONDS per phase (30).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster } from '../scripts/cluster/cluster.mjs';
import { assertHaproxy } from '../scripts/cluster/haproxy.mjs';
import { ensureApiBuilt } from './lib/build.mjs';
import { createMix, solveWrites } from './lib/fault-mix.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { freePort } from './lib/ports.mjs';
import { publicXsrfHeaders } from './lib/pre-register-bench.mjs';
import { startPrivateRedis } from './lib/private-redis.mjs';
import { signInDemo } from './lib/sign-in.mjs';

const seconds = Number(process.env.BENCH_FAULT_SECONDS || 30);
const connections = Number(process.env.BENCH_CONNECTIONS || 200);
const databaseUrl = process.env.BENCH_DATABASE_URL;

async function main() {
  if (!databaseUrl) throw new Error('set BENCH_DATABASE_URL (seeded by npm run bench)');
  assertHaproxy();
  ensureApiBuilt();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query('select serial from certificates order by id desc limit 2000');
  if (rows.length === 0) throw new Error('no certificates: seed with npm run bench first');
  const [smtpPort, redisPort] = [await freePort(), await freePort()];
  let mail = await startMailCatcher({ port: smtpPort });
  let redis = await startPrivateRedis(redisPort);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aptovial-faults-'));
  const cluster = await startCluster({
    processes: 3,
    port: await freePort(),
    databaseUrl,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    dataDir,
    env: {
      SMTP_URL: mail.url,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000000000',
      ALTCHA_MAX_NUMBER: '50',
      FX_REFRESH: 'false',
    },
  });
  const events = [];
  const at = (label) => events.push(`${((Date.now() - phaseStart) / 1000).toFixed(1)} s: ${label}`);
  let phaseStart = Date.now();
  try {
    const token = await signInDemo(cluster.url, mail);
    const bodies = await solveWrites(cluster.url, Number(process.env.BENCH_FAULT_WRITES || 6000));
    const mix = createMix({
      serials: rows.map((row) => String(row.serial)),
      listHeaders: { authorization: `Bearer ${token}` },
      writeHeaders: { 'content-type': 'application/json', ...publicXsrfHeaders() },
      bodies,
    });
    const run = () =>
      autocannon({ url: cluster.url, connections, duration: seconds, requests: mix.requests });

    phaseStart = Date.now();
    const steady = await run();
    const steadyTally = mix.take();

    phaseStart = Date.now();
    const faulted = run();
    await sleep(5_000);
    cluster.children[1].process.kill('SIGKILL');
    at(`process ${cluster.children[1].pid} killed (SIGKILL)`);
    await sleep(3_000);
    await redis.stop();
    at('Redis stopped');
    await sleep(3_000);
    await mail.close();
    at('SMTP stopped');
    await sleep(8_000);
    redis = await startPrivateRedis(redisPort);
    at('Redis back');
    mail = await startMailCatcher({ port: smtpPort });
    at('SMTP back');
    const faults = await faulted;
    const faultTally = mix.take();

    const written = await checkWrites(db, mix.acknowledged);
    const caughtUp = await outboxCatchUp(db, mix.acknowledged);
    report({ steady, steadyTally, faults, faultTally, events, written, caughtUp });
  } finally {
    await cluster.stop();
    await redis.stop();
    await mail.close();
    await db.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Every acknowledged request in the database, each with its e-mail in the outbox. */
async function checkWrites(db, ids) {
  const { rows } = await db.query(
    `select count(*)::int as found,
            count(*) filter (where exists (
              select 1 from email_outbox o where o.recipient = r.email))::int as mailed
       from pre_registrations r where r.id = any($1::bigint[])`,
    [ids],
  );
  return { acknowledged: ids.length, ...rows[0] };
}

/** Waits (up to 3 minutes) until the e-mails of those requests are all sent. */
async function outboxCatchUp(db, ids, timeoutMs = 180_000) {
  const started = Date.now();
  let pending = -1;
  while (Date.now() - started < timeoutMs) {
    const { rows } = await db.query(
      `select count(*)::int as n from email_outbox o join pre_registrations r on r.email = o.recipient
        where r.id = any($1::bigint[]) and o.status <> 'sent'`,
      [ids],
    );
    pending = rows[0].n;
    if (pending === 0) break;
    await sleep(1_000);
  }
  return { pending, seconds: (Date.now() - started) / 1000 };
}

function report({ steady, steadyTally, faults, faultTally, events, written, caughtUp }) {
  const phase = (name, result, tally) =>
    `${name}: ${Math.round(result.requests.mean)} req/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, errors ${result.errors}, timeouts ${result.timeouts}, ` +
    `non-2xx ${result.non2xx}\n  ${JSON.stringify(tally)}`;
  console.log(`\n${connections} connections, ${seconds} s per phase, three processes`);
  console.log(phase('undisturbed', steady, steadyTally));
  console.log(phase('with faults', faults, faultTally));
  for (const event of events) console.log(`  ${event}`);
  console.log(
    `acknowledged writes: ${written.acknowledged}, in the database ${written.found}, ` +
      `with their e-mail queued ${written.mailed}`,
  );
  console.log(
    `outbox after SMTP came back: ${caughtUp.pending} of their e-mails pending after ` +
      `${caughtUp.seconds.toFixed(0)} s`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`\nbench failed: ${error.message}`);
    process.exit(1);
  },
);
