import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startNodeChild, stopChild } from './child.mjs';
import { apiBundle, repoRoot } from './paths.mjs';

const run = promisify(execFile);

export const READY_LINE = /AptoVial está listo en http:\/\/localhost:(\d+)/;

// Far above any load the bench generates: limited routes then measure their work (and the
// limiter's bookkeeping) instead of a flood of 429 answers.
const UNLIMITED_PER_MINUTE = '1000000000';

/**
 * Starts the built API server on a fresh, empty database in a temporary DATA_DIR, exactly as
 * production would run it, and resolves once it prints its ready line. With `dataDir`, it starts
 * on that folder instead (a restart) and leaves it in place when stopped.
 */
export async function startAptoVial({
  readyTimeoutMs,
  env: extraEnv = {},
  cpuProfileDir,
  // Another build of the API (a bench's own, so it never rewrites apps/api/dist under others).
  script = apiBundle,
  dataDir: keptDataDir,
  // A stopped server's DATA_DIR to start from a copy of (migrated, demo data in place): a start on
  // a copy skips the migrations and the demo accounts' password hashing of a first start.
  templateDir,
}) {
  const dataDir = keptDataDir ?? (await mkdtemp(path.join(tmpdir(), 'aptovial-bench-')));
  // The system's cp: Node's own copy of a data folder's 1,300 files took 1.9 CPU-s against 0.5
  // in a journey's process, which also drives the browser of another journey.
  if (templateDir && !keptDataDir) await run('cp', ['-a', `${templateDir}/.`, dataDir]);
  const removeDataDir = () =>
    keptDataDir ? undefined : rm(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    RATE_LIMIT_PUBLIC_PER_MINUTE: UNLIMITED_PER_MINUTE,
    RATE_LIMIT_LOGIN_PER_MINUTE: UNLIMITED_PER_MINUTE,
    // The bench solves thousands of challenges ahead: the difficulty is the applicant's work, not
    // the server's (one PBKDF2 per check whatever it is).
    ALTCHA_MAX_NUMBER: '50',
    // Benches and journeys never reach the internet: no official-rate reads unless a caller asks.
    FX_REFRESH: 'false',
    ...extraEnv,
  };
  // A DATABASE_URL inherited from the shell would bench another database than the fresh one.
  if (!('DATABASE_URL' in extraEnv)) delete env.DATABASE_URL;

  let started;
  try {
    started = await startNodeChild({
      script,
      nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
      env,
      cwd: repoRoot,
      readyPattern: READY_LINE,
      timeoutMs: readyTimeoutMs,
    });
  } catch (error) {
    await removeDataDir();
    throw new Error(`the AptoVial server never became ready: ${error.message}`);
  }

  const port = Number(started.match[1]);
  return {
    name: 'AptoVial',
    baseUrl: `http://127.0.0.1:${port}`,
    pid: started.child.pid,
    dataDir,
    startupMs: started.readyMs,
    /** The last few thousand characters the server printed. */
    output: started.output,
    async stop() {
      await stopChild(started.child);
      await removeDataDir();
    },
  };
}
