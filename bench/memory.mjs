// `npm run bench:memory`: the resident memory of the default server (embedded PGlite, no SMTP:
// codes go to the log), as `npm start` runs it. docs/architecture.md budgets 250 MB idle after
// start-up and a sign-in. Measures the first start on an empty DATA_DIR (it creates the cluster,
// migrates and seeds the demo data), then BENCH_RUNS restarts on the same folder. Prints figures,
// asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureApiBuilt } from './lib/build.mjs';
import { residentMemoryMb } from './lib/memory.mjs';
import { startAptoVial } from './lib/server.mjs';
import { signInDemo } from './lib/sign-in.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Start-up work (the first queries' compilation, the sender's first pass) settles within this.
const SETTLE_MS = 5_000;

/** Reads one-time codes from the server's log, where they go when no SMTP_URL is set. */
function logInbox(server) {
  return {
    async codeFor(email, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const lines = server
          .output()
          .split('\n')
          .filter((line) => line.includes(email));
        const code = lines.at(-1)?.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
        await sleep(200);
      }
      throw new Error(`no code for ${email} in the server's log within ${timeoutMs} ms`);
    },
  };
}

async function measure(label, dataDir) {
  const server = await startAptoVial({
    readyTimeoutMs: 120_000,
    dataDir,
    // As `npm start` runs: codes in the log (info level), no SMTP library loaded.
    env: { LOG_LEVEL: 'info' },
  });
  try {
    await sleep(SETTLE_MS);
    const idle = await residentMemoryMb(server.pid);
    await signInDemo(server.baseUrl, logInbox(server));
    await sleep(SETTLE_MS);
    const signedIn = await residentMemoryMb(server.pid);
    return { label, readyMs: Math.round(server.startupMs), idle, signedIn };
  } finally {
    await server.stop();
  }
}

async function main() {
  ensureApiBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aptovial-memory-'));
  const rows = [];
  try {
    rows.push(await measure('first start (empty DATA_DIR)', dataDir));
    for (let run = 1; run <= RUNS; run += 1) rows.push(await measure(`restart ${run}`, dataDir));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log('\n| start | ready ms | idle RSS MB | after a sign-in MB |\n|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.readyMs} | ${row.idle.toFixed(0)} | ${row.signedIn.toFixed(0)} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
