import { mkdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { startHaproxy } from '../../scripts/cluster/haproxy.mjs';
import { startNodeChild, stopChild } from './child.mjs';
import { apiBundle, repoRoot } from './paths.mjs';
import { freePort } from './ports.mjs';
import { READY_LINE } from './server.mjs';

/**
 * Like scripts/cluster/cluster.mjs, with each API process on a port of its own that a restart
 * keeps, so HAProxy's list of servers stays right across restarts. `restart(i)` sends SIGTERM,
 * waits for the process to exit by itself (its drain, then its stop) and starts it again.
 */
export async function startRollingCluster({ processes, databaseUrl, redisUrl, dataDir, env }) {
  await mkdir(dataDir, { recursive: true });
  const ports = [];
  for (let i = 0; i < processes; i += 1) ports.push(await freePort());
  const envOf = (port) => ({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const start = async (port) =>
    (
      await startNodeChild({
        script: apiBundle,
        env: envOf(port),
        cwd: repoRoot,
        readyPattern: READY_LINE,
        timeoutMs: 60_000,
      })
    ).child;
  // The first alone: it migrates and writes the keys the others read.
  const children = [await start(ports[0])];
  children.push(...(await Promise.all(ports.slice(1).map(start))));
  const balancer = await startHaproxy({ dir: dataDir, port: await freePort(), backends: ports });
  return {
    url: balancer.url,
    balancerMessages: () => balancer.messages(),
    async restart(index) {
      const child = children[index];
      const stoppedAt = Date.now();
      const exited = new Promise((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      child.kill('SIGTERM');
      // No SIGKILL here: a process that does not stop by itself is a finding, not a detail.
      const exit = await Promise.race([exited, sleep(60_000).then(() => ({ code: 'hung' }))]);
      const stopMs = Date.now() - stoppedAt;
      const startedAt = Date.now();
      children[index] = await start(ports[index]);
      return { index, exit, stopMs, startMs: Date.now() - startedAt };
    },
    async stop() {
      await balancer.stop();
      await Promise.all(children.map((child) => stopChild(child)));
    },
  };
}
