// `npm run bench:memory`: the resident memory of the default server (embedded PGlite, no SMTP:
// codes go to the log), as `npm start` runs it. docs/architecture.md budgets 250 MB idle after
// start-up and a sign-in. Measures the first start on an empty DATA_DIR (it creates the cluster,
// migrates and seeds the demo data: in a child process since decision 0078), then BENCH_RUNS
// restarts on the same folder: idle, after a sign-in, and idle again after a short mixed load of
// public checks and signed-in lists. Prints figures, asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureApiBuilt } from './lib/build.mjs';
import { measure as load } from './lib/load.mjs';
import { mixedLoadPaths, residentMemoryMb } from './lib/memory.mjs';
import { startAptoVial } from './lib/server.mjs';
import { signInDemo } from './lib/sign-in.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Start-up work (the first queries' compilation, the sender's first pass) settles within this.
const SETTLE_MS = 5_000;
// The mixed load: seconds and connections (a phone-sized crowd, not a stress test).
const LOAD_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const LOAD_CONNECTIONS = 10;
// Another build of the API server to measure (a copy of an earlier build, to compare).
const SCRIPT = process.env.BENCH_API_SCRIPT;

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
    ...(SCRIPT ? { script: SCRIPT } : {}),
    // As `npm start` runs: codes in the log (info level), no SMTP library loaded.
    env: { LOG_LEVEL: 'info' },
  });
  try {
    await sleep(SETTLE_MS);
    const idle = await residentMemoryMb(server.pid);
    const token = await signInDemo(server.baseUrl, logInbox(server));
    await sleep(SETTLE_MS);
    const signedIn = await residentMemoryMb(server.pid);
    const loaded = await load({
      url: `${server.baseUrl}/api/certifields`,
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
      paths: mixedLoadPaths(),
      connections: LOAD_CONNECTIONS,
      durationSeconds: LOAD_SECONDS,
      warmupSeconds: 0,
    });
    await sleep(SETTLE_MS);
    const afterLoad = await residentMemoryMb(server.pid);
    const requests = `${loaded.totalRequests}, ${loaded.non2xx} not 2xx`;
    return { label, readyMs: Math.round(server.startupMs), idle, signedIn, afterLoad, requests };
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
  console.log(
    '\n| start | ready ms | idle RSS MB | after a sign-in MB | after the load MB (requests) |\n|---|---|---|---|---|',
  );
  for (const row of rows) {
    const load = `${row.afterLoad.toFixed(0)} (${row.requests})`;
    console.log(
      `| ${row.label} | ${row.readyMs} | ${row.idle.toFixed(0)} | ${row.signedIn.toFixed(0)} | ${load} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
