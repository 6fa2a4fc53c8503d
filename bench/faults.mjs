// `npm run bench:faults` (load and faults, decision 0040): three API processes behind HAProxy on
// the bench's PostgreSQL (BENCH_DATABASE_URL, with the certificates of bench/seed), a Redis, an
// SMTP server, the sandbox bank (its own process, PAYMENT_GATEWAY=mercantil) and two local rate
// sources of the bench's own. 200 connections (BENCH_CONNECTIONS) verify, list, write requests,
// read the price, pay requests and issue certificates, first undisturbed, then while one process
// is killed with SIGKILL, the bank is killed and restarted on its port 8 s later, the rate
// sources, Redis and SMTP stop and come back. Every acknowledged write must be in the database
// with its e-mail queued and sent once SMTP is back; every acknowledged certificate whole; the
// bank's ledger equal to the approved payments once the reconciliation caught up, nothing
// charged twice; the price answered throughout and a new rate stored after the sources return.
// BENCH_FAULT_SECONDS per phase (60: 200 clients for 60 s, undisturbed and faulted).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster } from '../scripts/cluster/cluster.mjs';
import { assertHaproxy } from '../scripts/cluster/haproxy.mjs';
import { storedWrites } from './lib/acknowledged-writes.mjs';
import { ensureApiBuilt } from './lib/build.mjs';
import { stopAllChildren } from './lib/child.mjs';
import { bankEnv, startBankProcess } from './lib/fault-bank.mjs';
import { checkIssued, issuerOf } from './lib/fault-issue.mjs';
import { createMix, solveWrites } from './lib/fault-mix.mjs';
import { faultPayBodies, paymentsCaughtUp } from './lib/fault-payments.mjs';
import { refreshAfter, setCommissionOnRate, startRateSources } from './lib/fault-rates.mjs';
import { report } from './lib/fault-report.mjs';
import { runFaults } from './lib/fault-timeline.mjs';
import { outboxCatchUp } from './lib/fault-writes.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { freePort } from './lib/ports.mjs';
import { publicXsrfHeaders } from './lib/pre-register-bench.mjs';
import { startPrivateRedis } from './lib/private-redis.mjs';
import { signInDemo, xsrfHeaders } from './lib/sign-in.mjs';

const seconds = Number(process.env.BENCH_FAULT_SECONDS || 60);
const connections = Number(process.env.BENCH_CONNECTIONS || 200);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const writeCount = Number(process.env.BENCH_FAULT_WRITES || 6000);
const payCount = Number(process.env.BENCH_FAULT_PAYMENTS || 600);
const issueCount = Number(process.env.BENCH_FAULT_ISSUES || 1000);
// The reconciliation looks a pending charge up first a minute after the bank's 3 s timeout.
const settleMs = Number(process.env.BENCH_FAULT_SETTLE_SECONDS || 180) * 1000;

async function main() {
  if (!databaseUrl) throw new Error('set BENCH_DATABASE_URL (seeded by npm run bench)');
  assertHaproxy();
  ensureApiBuilt();
  // A pool: the catch-up checks poll at once.
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const { rows } = await db.query('select serial from certificates order by id desc limit 2000');
  if (rows.length === 0) throw new Error('no certificates: seed with npm run bench first');
  const issuer = await issuerOf(db);
  const [smtpPort, redisPort, bankPort] = [await freePort(), await freePort(), await freePort()];
  // Replaced when they come back (fault-timeline.mjs).
  const parts = {
    mail: await startMailCatcher({ port: smtpPort }),
    redis: await startPrivateRedis(redisPort),
  };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aptovial-faults-'));
  const ledgerFile = path.join(dataDir, 'bank-ledger.jsonl');
  const bank = await startBankProcess({ port: bankPort, ledgerFile });
  const rates = await startRateSources();
  const since = new Date();
  const cluster = await startCluster({
    processes: 3,
    port: await freePort(),
    databaseUrl,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    dataDir,
    env: {
      SMTP_URL: parts.mail.url,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000000000',
      ALTCHA_MAX_NUMBER: '50',
      ...rates.env,
      ...bankEnv(bank.url),
    },
  });
  let phaseStart = Date.now();
  try {
    const url = cluster.url;
    const token = await signInDemo(url, parts.mail);
    const price = await setCommissionOnRate(url, db, token, xsrfHeaders(url));
    const doctor = await signInDemo(url, parts.mail, issuer.email, {
      prefix: '/api/credentialMedic',
    });
    const firstPerson = (Date.now() % 90_000) * 10_000;
    const bodies = await solveWrites(url, writeCount, firstPerson);
    const payBodies = await faultPayBodies(
      url,
      payCount,
      price.amountBolivares,
      firstPerson + writeCount + 100,
    );
    const mix = createMix({
      serials: rows.map((row) => String(row.serial)),
      listHeaders: { authorization: `Bearer ${token}` },
      writeHeaders: { 'content-type': 'application/json', ...publicXsrfHeaders() },
      bodies,
      pay: { bodies: payBodies },
      issue: {
        count: issueCount,
        firstSerial: issuer.firstSerial,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${doctor}`,
          ...xsrfHeaders(url),
        },
      },
    });
    const run = () => {
      mix.phase(seconds * 1000);
      // HAProxy queues a call up to 30 s for a free process: the client waits as long.
      return autocannon({
        url,
        connections,
        duration: seconds,
        timeout: 30,
        requests: mix.requests,
      });
    };

    phaseStart = Date.now();
    const steady = await run();
    const steadyTally = mix.take();

    phaseStart = Date.now();
    const faulted = run();
    const faultsDone = runFaults({
      ...{ ms: seconds * 1000, startedAt: phaseStart, parts, cluster, bank, rates, db },
      ports: { redis: redisPort, smtp: smtpPort },
    });
    const faults = await faulted;
    const faultTally = mix.take();
    const sent = mix.sent();
    const { events, outage } = await faultsDone;

    const written = await storedWrites(db, mix.acknowledged);
    const [caughtUp, paid, after] = await Promise.all([
      outboxCatchUp(db, mix.acknowledged),
      paymentsCaughtUp(db, { since, ledgerFile }, settleMs),
      refreshAfter(db, outage.backAt, 90_000),
    ]);
    // After the waits: a certificate in flight when the load stopped has been written by now.
    const issued = await checkIssued(db, issuer, mix.issued);
    const ratesFigures = { ...outage, after };
    // Servers HAProxy's health check marked down or up (a busy process answering late, too).
    const balancer = cluster
      .balancerMessages()
      .split('\n')
      .filter((line) => / is (DOWN|UP)/.test(line))
      .map((line) => line.replace(/^.*?(Server|Backup)/, '$1').slice(0, 160));
    report({
      ...{ connections, seconds, steady, steadyTally, faults, faultTally, events },
      ...{ written, caughtUp, paid, issued, rates: ratesFigures, sent, balancer },
    });
  } finally {
    await cluster.stop();
    await parts.redis.stop();
    await parts.mail.close();
    await rates.stop().catch(() => {});
    await stopAllChildren();
    await db.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  async (error) => {
    console.error(`\nbench failed: ${error.message}`);
    await stopAllChildren();
    process.exit(1);
  },
);
