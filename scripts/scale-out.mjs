// `npm run scale-out`: three API processes behind HAProxy on one PostgreSQL and one Redis, the
// way a national deployment runs (README, "Varios procesos"). Needs Debian's haproxy and a built
// server (`npm run build`). Settings: DATABASE_URL (required), REDIS_URL
// (redis://127.0.0.1:6379), SCALE_PROCESSES (3), SCALE_PORT (8080), DATA_DIR (./data-cluster),
// and any other variable of the server, passed on to every process.
import { existsSync } from 'node:fs';
import { apiBundle } from '../bench/lib/paths.mjs';
import { clusterDataDir, startCluster } from './cluster/cluster.mjs';
import { assertHaproxy } from './cluster/haproxy.mjs';

const env = process.env;
const whole = (name, fallback) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number`);
  return value;
};

async function main() {
  if (!env.DATABASE_URL) throw new Error('set DATABASE_URL to a PostgreSQL database');
  if (!existsSync(apiBundle)) throw new Error('build the server first: npm run build');
  console.log(assertHaproxy());
  const port = whole('SCALE_PORT', 8080);
  const cluster = await startCluster({
    processes: whole('SCALE_PROCESSES', 3),
    port,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    dataDir: clusterDataDir(env.DATA_DIR),
    // The address people open (QR links, e-mails): the balancer's, not a process's.
    env: {
      LOG_LEVEL: env.LOG_LEVEL ?? 'info',
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
  });
  const pids = cluster.children.map((child) => `${child.pid} (:${child.port})`).join(', ');
  console.log(`AptoVial en ${cluster.url}: procesos ${pids}. Ctrl+C para detener.`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await cluster.stop();
      process.exit(0);
    });
  }
}

main().catch((error) => {
  console.error(`scale-out: ${error.message}`);
  process.exit(1);
});
