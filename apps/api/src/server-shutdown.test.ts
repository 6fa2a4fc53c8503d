import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test/config';
import { adminQuery } from './test/database';
import { xsrfPair } from './test/xsrf';

// The real server process under SIGTERM (docs/decisions/0077-restarts-without-loss.md): health
// checks answer 503 while other requests are served with `Connection: close`, then it stops
// listening, answers the request still in flight and leaves the database with no session (so no
// lock) of its own. PostgreSQL only: a first PGlite start needs the built seed script.
const serverUrl = testDatabaseUrl();
const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));

/** One HTTP/1.1 exchange on a raw socket; resolves with the answer's head and body. */
function exchange(socket: net.Socket, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (Buffer.byteLength(body) >= length) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`closed before an answer: ${text}`)));
    socket.write(request);
  });
}

async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  await once(socket, 'connect');
  return socket;
}

/** Resolves once connecting to `port` is refused: the server stopped listening. */
async function refused(port: number): Promise<boolean> {
  for (;;) {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const outcome = await new Promise<string | undefined>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code));
    });
    socket.destroy();
    if (outcome === 'ECONNREFUSED') return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const get = (target: string) => `GET ${target} HTTP/1.1\r\nHost: aptovial\r\n\r\n`;

describe.runIf(serverUrl !== undefined)('the server process under SIGTERM', () => {
  const name = `aptovial_stop_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aptovial-stop-'));
  let child: ChildProcess;
  let port = 0;
  let databaseUrl = '';

  beforeAll(async () => {
    await adminQuery(serverUrl as string, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO_DATA: 'false',
        FX_REFRESH: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout?.setEncoding('utf8');
    port = await new Promise<number>((resolve, reject) => {
      child.stdout?.on('data', (chunk: string) => {
        output += chunk;
        const found = /listo en http:\/\/localhost:(\d+)/.exec(output);
        if (found) resolve(Number(found[1]));
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await adminQuery(serverUrl as string, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains, answers the request in flight, and leaves nothing behind', async () => {
    // A request in flight: its body half sent when the signal comes.
    const pair = xsrfPair();
    const body = JSON.stringify({ nombre: 'x'.repeat(2000) });
    const half = Math.floor(body.length / 2);
    const slow = await connect(port);
    slow.write(
      `POST /api/preRegister/createPreregister HTTP/1.1\r\nHost: aptovial\r\n` +
        `content-type: application/json\r\ncookie: ${pair.cookie}\r\n` +
        `x-xsrf-token: ${pair['x-xsrf-token']}\r\ncontent-length: ${body.length}\r\n\r\n` +
        body.slice(0, half),
    );
    // A kept-alive connection, as a balancer holds.
    const kept = await connect(port);
    expect(await exchange(kept, get('/api/health'))).toMatch(/^HTTP\/1\.1 200 /);

    const exited = once(child, 'exit');
    child.kill('SIGTERM');

    let check = '';
    while (!check.startsWith('HTTP/1.1 503')) {
      check = await exchange(await connect(port), get('/api/health'));
    }
    expect(check).toMatch(/connection: close/i);
    expect(check).toContain('El servidor se está cerrando.');
    // Other requests are still served, on a connection that then closes.
    const served = await exchange(kept, get('/api/health/none'));
    expect(served).toMatch(/^HTTP\/1\.1 404 /);
    expect(served).toMatch(/connection: close/i);

    expect(await refused(port)).toBe(true);
    const answer = exchange(slow, body.slice(half));
    // Answered by its route (the form is refused), not by a closing server.
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 400 /);

    const [code] = await exited;
    expect(code).toBe(0);
    // Every session closed: no lock of the process (job or migration) is left held.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await client.end();
    expect(rows[0].n).toBe(0);
  }, 60_000);
});
