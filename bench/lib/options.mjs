/**
 * Run options from the environment. Invalid values stop the run before anything is started,
 * so a typo never silently benchmarks with the defaults.
 */
export function readOptions(env = process.env) {
  return {
    durationSeconds: positiveNumber(env, 'BENCH_DURATION', 10),
    connections: positiveInteger(env, 'BENCH_CONNECTIONS', 20),
    // An empty PostgreSQL database to run the server on instead of a fresh embedded PGlite.
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    // BENCH_ONLY=register,health: only scenarios whose name contains one of these words.
    only: words(env.BENCH_ONLY),
    // BENCH_CPU_PROF=dir: AptoVial writes a V8 CPU profile there when it stops (open it in
    // Chrome's DevTools). NODE_OPTIONS may not carry --cpu-prof, so it is a node argument.
    cpuProfileDir: env.BENCH_CPU_PROF || undefined,
    warmupSeconds: 2,
    readyTimeoutMs: 60_000,
    // Long enough for start-up work (migrations, caches) to settle before memory is read.
    idleBeforeMemoryMs: 2_000,
  };
}

function positiveNumber(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number of seconds, got "${raw}"`);
  }
  return value;
}

function positiveInteger(env, name, fallback) {
  const value = positiveNumber(env, name, fallback);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return value;
}

function words(raw) {
  const list = (raw ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  return list.length > 0 ? list : undefined;
}
