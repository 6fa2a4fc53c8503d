import { spawn, spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BROTLI_MODULE } from '../../deploy/render-nginx.mjs';

export const NGINX = '/usr/sbin/nginx';

/** Stops with the Debian package to install when nginx is missing. */
export function assertNginx() {
  const found = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  if (found.status !== 0) {
    throw new Error(`${NGINX} not found: install Debian's nginx (apt-get install -y nginx)`);
  }
  return found.stderr.trim();
}

/**
 * What Debian's /etc/nginx/nginx.conf gives a site, with every file nginx writes under `dir`,
 * so a user without root runs the rendered site on spare ports: the site file goes inside
 * `http {}` unchanged, as /etc/nginx/sites-enabled/ would have it.
 */
export async function writeMainConf({ dir, siteFile, brotli }) {
  for (const folder of ['logs', 'temp']) await mkdir(path.join(dir, folder), { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  await writeFile(
    file,
    [
      ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
      // Started by root, nginx would run its workers as nobody, who cannot enter the private
      // temporary folder: the workers then run as whoever started the bench.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'logs', 'error.log')} notice;`,
      'events { worker_connections 256; }',
      'http {',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  types_hash_max_size 2048;',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${path.join(dir, 'logs', 'access.log')};`,
      '  gzip on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${siteFile};`,
      '}',
      '',
    ].join('\n'),
  );
  return file;
}

/** nginx in the foreground (`daemon off`) on `conf`; resolves once `readyUrl` answers. */
export async function startNginx({ dir, conf, ready, timeoutMs = 15_000 }) {
  const child = spawn(
    NGINX,
    ['-p', dir, '-e', path.join(dir, 'logs', 'error.log'), '-c', conf, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${errors}`);
    if (await ready().catch(() => false)) {
      return {
        stop: () =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', resolve);
            // SIGQUIT: a graceful stop, the workers finish what they serve.
            child.kill('SIGQUIT');
          }),
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer within ${timeoutMs} ms: ${errors}`);
}
