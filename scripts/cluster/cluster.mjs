import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { startNodeChild, stopChild } from '../../bench/lib/child.mjs';
import { apiBundle, repoRoot } from '../../bench/lib/paths.mjs';
import { READY_LINE } from '../../bench/lib/server.mjs';
import { startHaproxy } from './haproxy.mjs';

/**
 * Several API processes of the built server on one PostgreSQL, one Redis and one DATA_DIR (the
 * keys every process signs and checks with), behind HAProxy on `port`. The first process starts
 * alone: it migrates the database and writes the keys the others then read.
 */
export async function startCluster({
  processes = 3,
  port = 8080,
  databaseUrl,
  redisUrl,
  dataDir,
  env = {},
  readyTimeoutMs = 60_000,
}) {
  if (!databaseUrl) throw new Error('a cluster needs DATABASE_URL: PGlite is one process only');
  await mkdir(dataDir, { recursive: true });
  const processEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    // Behind HAProxy, which sets X-Forwarded-For to the client's address (haproxy.mjs).
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const children = [];
  const startOne = async () => {
    const started = await startNodeChild({
      script: apiBundle,
      env: processEnv,
      cwd: repoRoot,
      readyPattern: READY_LINE,
      timeoutMs: readyTimeoutMs,
    });
    const child = {
      process: started.child,
      pid: started.child.pid,
      port: Number(started.match[1]),
    };
    children.push(child);
    return child;
  };
  let balancer;
  try {
    await startOne();
    await Promise.all(Array.from({ length: processes - 1 }, startOne));
    balancer = await startHaproxy({
      dir: dataDir,
      port,
      backends: children.map((child) => child.port),
    });
  } catch (error) {
    await Promise.all(children.map((child) => stopChild(child.process)));
    throw error;
  }
  return {
    url: balancer.url,
    children,
    balancerMessages: () => balancer.messages(),
    /** Another balancer over some of the processes (a one-process baseline on the same parts). */
    balance: (over, otherPort) =>
      startHaproxy({ dir: dataDir, port: otherPort, backends: over.map((child) => child.port) }),
    async stop() {
      await balancer.stop();
      await Promise.all(children.map((child) => stopChild(child.process)));
    },
  };
}

export const clusterDataDir = (base) => path.resolve(base ?? path.join(repoRoot, 'data-cluster'));
