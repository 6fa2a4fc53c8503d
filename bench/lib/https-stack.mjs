import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { renderSite } from '../../deploy/render-nginx.mjs';
import { startNodeChild, stopChild } from './child.mjs';
import { startNginx, writeMainConf } from './nginx.mjs';
import { apiBundle, repoRoot } from './paths.mjs';
import { freePort } from './ports.mjs';
import { READY_LINE } from './server.mjs';

export const WEB_DIST = path.join(repoRoot, 'apps', 'web', 'dist');

/** A throwaway database on the PostgreSQL server of `adminUrl`, dropped by `drop()`. */
export async function throwawayDatabase(adminUrl, name) {
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/**
 * The production layout on one machine: API processes of the built server on their own ports
 * (as aptovial-api@<port>.service), the first alone (it migrates and writes the keys), then
 * nginx on the rendered deploy/nginx/aptovial.conf in front of them.
 */
export async function startHttpsStack({ dir, host, tls, env, processes = 2, brotli }) {
  const dataDir = path.join(dir, 'data');
  await mkdir(dataDir, { recursive: true });
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const publicUrl = `https://${host}:${httpsPort}`;
  const children = [];
  const stopAll = async () => Promise.all(children.map((child) => stopChild(child.child)));
  try {
    for (let index = 0; index < processes; index += 1) {
      const port = await freePort();
      const started = await startNodeChild({
        script: apiBundle,
        cwd: repoRoot,
        readyPattern: READY_LINE,
        timeoutMs: 180_000,
        env: {
          ...process.env,
          ...env,
          PUBLIC_URL: publicUrl,
          DATA_DIR: dataDir,
          WEB_DIST,
          TRUST_PROXY: 'true',
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
        },
      });
      children.push({ ...started, port });
    }
    const siteFile = path.join(dir, 'aptovial.conf');
    await writeFile(
      siteFile,
      renderSite({
        serverName: host,
        certificate: tls.certificate,
        certificateKey: tls.key,
        webRoot: WEB_DIST,
        acmeRoot: path.join(dir, 'acme'),
        apiPorts: children.map((child) => child.port),
        httpPort,
        httpsPort,
        brotli,
      }),
    );
    const conf = await writeMainConf({ dir, siteFile, brotli });
    const nginx = await startNginx({
      dir,
      conf,
      ready: async () =>
        (await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: 'manual' })).status === 301,
    });
    return {
      publicUrl,
      httpPort,
      httpsPort,
      siteFile,
      apiPorts: children.map((child) => child.port),
      /** Stops one API process, as a crash or `systemctl stop aptovial-api@<port>` would. */
      stopApi: (index) => stopChild(children[index].child),
      errorLog: () => readFile(path.join(dir, 'logs', 'error.log'), 'utf8'),
      async stop() {
        await nginx.stop();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
