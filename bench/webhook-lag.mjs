// `npm run bench:webhooks`: how long a certificate event takes to reach a webhook receiver
// (decision 0086). The built API on a scratch PostgreSQL database with the webhook job on and a
// short interval, a receiver of ours on this machine's network address (loopback is refused as a
// subscriber URL), a key of scope events:receive created by the INTT Admin through the real calls,
// then a road-medicine doctor issuing BENCH_RATE certificates a second for BENCH_DURATION seconds
// through the real issue call. Lag = the receiver's clock when the POST arrives − the event's
// time (`occurredAt`); each delivery's signature is checked as a receiver would.
// Usage: BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres npm run bench:webhooks
// BENCH_WEBHOOK_INTERVAL_MS (200), BENCH_RATE (20), BENCH_DURATION (30), BENCH_API_BUNDLE.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { loadavg, networkInterfaces } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ensureApiBuilt } from './lib/build.mjs';
import { issueBody } from './lib/fault-issue.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { startAptoVial } from './lib/server.mjs';
import { signInDemo, xsrfHeaders } from './lib/sign-in.mjs';

const base = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const INTERVAL_MS = Number(process.env.BENCH_WEBHOOK_INTERVAL_MS || 200);
const RATE = Number(process.env.BENCH_RATE || 20);
const SECONDS = Number(process.env.BENCH_DURATION || 30);
const name = `webhook_bench_${process.pid}`;
const url = new URL(base);
url.pathname = `/${name}`;

/** This machine's first non-loopback IPv4 address: where the subscriber listens. */
function networkAddress() {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal);
  if (!found) throw new Error('no hay dirección de red que no sea de bucle local para el receptor');
  return found.address;
}

/** The subscriber: checks each signature, keeps each event's lag, answers 204. */
async function startReceiver(host) {
  const received = new Map();
  let secret = '';
  let badSignatures = 0;
  let duplicates = 0;
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      const body = Buffer.concat(chunks).toString('utf8');
      const header = String(request.headers['aptovial-signature'] ?? '');
      const t = header.match(/t=(\d+)/)?.[1] ?? '';
      const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
      if (!header.endsWith(`v1=${expected}`)) badSignatures += 1;
      const event = JSON.parse(body);
      if (received.has(event.id)) duplicates += 1;
      else received.set(event.id, { ...event, lagMs: at - Date.parse(event.occurredAt) });
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, host, resolve));
  return {
    url: `http://${host}:${server.address().port}/hook`,
    received,
    useSecret: (value) => {
      secret = value;
    },
    counts: () => ({ badSignatures, duplicates }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function post(baseUrl, path, token, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...xsrfHeaders(baseUrl),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Free serials of the demo lot TP-2026-01, which the demo road doctors issue on. */
async function freeSerials(db, count) {
  const { rows } = await db.query(
    `select s.serial from certificate_lots l
       cross join lateral generate_series(l.initial_number, l.final_number) as s(serial)
      where l.number_tp = 'TP-2026-01'
        and not exists (select 1 from certificates c where c.serial = s.serial and c.lot_id = l.id)
      order by s.serial limit $1`,
    [count],
  );
  if (rows.length < count)
    throw new Error(`el lote de demostración solo tiene ${rows.length} libres`);
  return rows.map((row) => Number(row.serial));
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const script = process.env.BENCH_API_BUNDLE;
  if (!script) ensureApiBuilt();
  const mail = await startMailCatcher();
  const receiver = await startReceiver(networkAddress());
  const db = new pg.Client({ connectionString: url.toString() });
  let server;
  try {
    server = await startAptoVial({
      readyTimeoutMs: 180_000,
      env: {
        DATABASE_URL: url.toString(),
        SMTP_URL: mail.url,
        WEBHOOKS: 'true',
        WEBHOOK_INTERVAL_MS: String(INTERVAL_MS),
        FRAUD_DETECT: 'false',
      },
      ...(script ? { script } : {}),
    });
    await db.connect();
    const { baseUrl } = server;
    const intt = await signInDemo(baseUrl, mail, 'admin.intt@aptovial.test', {
      prefix: '/api/authINTT',
    });
    const key = await post(baseUrl, '/api/apiKeys', intt, {
      name: 'Receptor del banco',
      scope: 'events:receive',
      webhookUrl: receiver.url,
    });
    receiver.useSecret(key.signingSecret);
    const doctor = await signInDemo(baseUrl, mail, 'director.vial@aptovial.test', {
      prefix: '/api/credentialMedic',
    });
    const serials = await freeSerials(db, RATE * SECONDS);
    const issued = [];
    const failures = [];
    const calls = [];
    const started = performance.now();
    for (const [index, serial] of serials.entries()) {
      // Open loop: each issue starts on its own schedule, whatever the earlier ones take.
      const due = started + (index * 1000) / RATE;
      await sleep(Math.max(0, due - performance.now()));
      calls.push(
        post(baseUrl, '/api/credentialMedic/createCertifields', doctor, issueBody(serial)).then(
          (data) => issued.push(Number(data.id)),
          (error) => failures.push(error.message),
        ),
      );
    }
    await Promise.all(calls);
    const issuedSeconds = (performance.now() - started) / 1000;
    const load = loadavg();
    const deadline = Date.now() + 60_000;
    const delivered = () =>
      [...receiver.received.values()].filter((event) => issued.includes(event.certificateId));
    while (delivered().length < issued.length && Date.now() < deadline) await sleep(100);

    const lags = delivered()
      .map((event) => event.lagMs)
      .sort((a, b) => a - b);
    const { badSignatures, duplicates } = receiver.counts();
    console.log(
      `emitidos ${issued.length} certificados en ${issuedSeconds.toFixed(1)} s ` +
        `(${(issued.length / issuedSeconds).toFixed(1)}/s; ${failures.length} rechazados)`,
    );
    if (failures.length > 0) console.log(`  primer rechazo: ${failures[0]}`);
    console.log(
      `recibidos ${lags.length} de ${issued.length} por webhook (intervalo ${INTERVAL_MS} ms); ` +
        `firmas inválidas ${badSignatures}, repetidos ${duplicates}`,
    );
    if (lags.length > 0) {
      console.log(
        `retraso ms: p50 ${percentile(lags, 50)}, p95 ${percentile(lags, 95)}, ` +
          `p99 ${percentile(lags, 99)}, máx ${lags.at(-1)}`,
      );
    }
    console.log(`carga media al emitir: ${load.map((n) => n.toFixed(2)).join(' ')}`);
    if (lags.length < issued.length || badSignatures > 0) process.exitCode = 1;
  } finally {
    await db.end().catch(() => {});
    await server?.stop();
    await receiver.close();
    await mail.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
