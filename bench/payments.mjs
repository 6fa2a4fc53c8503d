// `npm run bench:payments`: 50 payments at once through the sandbox bank (decision 0024). The bank
// runs as its own process (apps/api/dist/sandbox-bank-server.js) and the server talks to it as to
// Banco Mercantil (PAYMENT_GATEWAY=mercantil), so its ledger, what was really charged, can be
// compared with the requests the product says are paid: they must be equal, nothing charged twice.
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureApiBuilt } from './lib/build.mjs';
import { startNodeChild, stopAllChildren } from './lib/child.mjs';
import { bankEnv } from './lib/fault-bank.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { repoRoot } from './lib/paths.mjs';
import {
  moneySummary,
  payAtOnce,
  payBodies,
  paymentMix,
  setCommission,
} from './lib/payment-bench.mjs';
import { startAptoVial } from './lib/server.mjs';

// A pending charge is first looked up a minute after the bank's timeout (decision 0024).
const SETTLE_TIMEOUT_MS = 180_000;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function startBank() {
  const started = await startNodeChild({
    script: 'apps/api/dist/sandbox-bank-server.js',
    cwd: repoRoot,
    readyPattern: /^\{"url":"([^"]+)"\}$/,
    timeoutMs: 15_000,
  });
  return started.match[1];
}

async function main() {
  ensureApiBuilt();
  const bankUrl = await startBank();
  const mail = await startMailCatcher();
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await startAptoVial({
    readyTimeoutMs: 120_000,
    env: {
      SMTP_URL: mail.url,
      ...bankEnv(bankUrl),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    const { baseUrl } = server;
    const amount = await setCommission(baseUrl, mail);
    const mix = paymentMix();
    // New people on every run: a kept database must not meet the last run's requests.
    const bodies = await payBodies(baseUrl, mix, amount, (Date.now() % 90_000) * 10_000);

    // A kept database holds earlier runs' payments: the run's are the difference.
    const before = await moneySummary(baseUrl, mail);
    const started = performance.now();
    const answers = await payAtOnce(baseUrl, bodies);
    const wallMs = performance.now() - started;
    const after = await waitSettled(baseUrl, mail);
    const settledMs = performance.now() - started;
    const ledger = await (await fetch(`${bankUrl}/ledger`)).json();
    const approved = after.approved.count - before.approved.count;
    const failed = after.failed.count - before.failed.count;
    report({ mix, answers, wallMs, settledMs, ledger, approved, failed, amount });
  } finally {
    await server.stop();
    await mail.close();
    await stopAllChildren();
  }
}

/** Polls the money figures until nothing is pending (the reconciliation's work). */
async function waitSettled(baseUrl, mail) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const summary = await moneySummary(baseUrl, mail);
    if (summary.pending.count === 0) return summary;
    if (Date.now() > deadline) throw new Error(`still pending after ${SETTLE_TIMEOUT_MS / 1000} s`);
    await sleep(500);
  }
}

function report({ mix, answers, wallMs, settledMs, ledger, approved, failed, amount }) {
  const byStatus = {};
  for (const answer of answers) {
    const key = `${answer.status} ${answer.payment?.status ?? answer.code ?? ''}`.trim();
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  // Every answer is a charge's outcome or the second tab's 409; anything else fails the run.
  const unexpected = answers.find((answer) => answer.status >= 500 || answer.status === 400);
  if (unexpected) {
    console.log('UNEXPECTED answer:', JSON.stringify(unexpected));
    process.exitCode = 1;
  }
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const people = new Set(mix.map((m) => m.person)).size;
  console.log(
    `\n${answers.length} payments sent at once by ${people} applicants, Bs. ${amount} each`,
  );
  console.log('answers:', JSON.stringify(byStatus));
  console.log(
    `answer time ms: p50 ${percentile(times, 0.5).toFixed(0)}, p95 ${percentile(times, 0.95).toFixed(0)}, max ${times.at(-1).toFixed(0)}; all answered in ${wallMs.toFixed(0)} ms; nothing pending after ${(settledMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `bank ledger: ${ledger.charges} charges (${ledger.received.c2p} charge requests, ${ledger.received.search} searches); product: ${approved} approved payments, ${failed} failed`,
  );
  const equal = ledger.charges === approved;
  console.log(
    equal
      ? 'charges = approved payments: nothing lost, nothing charged twice'
      : 'MISMATCH: charges ≠ approved payments',
  );
  if (!equal) process.exitCode = 1;
}

main().catch(async (error) => {
  console.error(error);
  await stopAllChildren();
  process.exit(1);
});
