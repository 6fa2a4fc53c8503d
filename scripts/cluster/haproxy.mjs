import { spawn, spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const HAPROXY = '/usr/sbin/haproxy';

/** Stops with the Debian package to install when HAProxy is missing. */
export function assertHaproxy() {
  const found = spawnSync(HAPROXY, ['-v'], { encoding: 'utf8' });
  if (found.status !== 0) {
    throw new Error(`${HAPROXY} not found: install Debian's haproxy (apt-get install -y haproxy)`);
  }
  return found.stdout.split('\n')[0];
}

/**
 * HAProxy's configuration for `backends` (ports on 127.0.0.1). The client's address replaces any
 * X-Forwarded-For it sent (not `option forwardfor`, which appends): behind TRUST_PROXY the API
 * limits by that header, and a client must not choose its own address.
 */
export function haproxyConfig({ port, backends }) {
  const servers = backends.map(
    (backend, index) =>
      `  server api${index + 1} 127.0.0.1:${backend} check inter 1s fall 2 rise 1`,
  );
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 5s',
    // A health check answered after 1 s on a loaded machine must not take every process out.
    '  timeout check 3s',
    // Under a burst, requests wait for a free process rather than get a 503 after 2 s.
    '  timeout queue 30s',
    // A process killed mid-request: a read (GET, HEAD) is asked again of another process; a write
    // is retried only if it never reached one (a charge or an issue is never sent twice).
    '  retries 2',
    '  option redispatch',
    '  retry-on conn-failure empty-response response-timeout',
    'frontend aptovial',
    `  bind 127.0.0.1:${port}`,
    '  http-request set-header X-Forwarded-For %[src]',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  http-request disable-l7-retry if !METH_GET !METH_HEAD',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    ...servers,
    '',
  ].join('\n');
}

/** Starts HAProxy in the foreground on `port` and resolves once it answers /api/health. */
export async function startHaproxy({ dir, port, backends, timeoutMs = 15_000 }) {
  const file = path.join(dir, `haproxy-${port}.cfg`);
  await writeFile(file, haproxyConfig({ port, backends }));
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy stopped: ${errors}`);
    const answered = await fetch(`${url}/api/health`).catch(() => undefined);
    if (answered?.ok) {
      return {
        url,
        /** HAProxy's recent messages (a server marked DOWN or UP by its health check). */
        messages: () => errors,
        stop: () =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`haproxy did not answer on ${url} within ${timeoutMs} ms: ${errors}`);
}
