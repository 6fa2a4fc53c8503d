// Change-feed read throughput (decision 0085), through the real call: the built API on a scratch
// PostgreSQL database, N certificate events seeded in transactions of 1,000 (as many doctors
// issuing), an INTT Admin signed in through the real flow creating the keys, then the whole feed
// read page by page over HTTP with `GET /api/integrations/certificateEvents` (each event signed,
// as the feed signs each proof), and once more with a key limited to one state. Prints the plan of
// a page read from the middle (EXPLAIN ANALYZE, BUFFERS) and the feed query alone over `pg`.
// Usage: BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres node bench/feed.mjs [N] [page]
// BENCH_API_BUNDLE: a build of the API elsewhere than apps/api/dist (left untouched then).
import { loadavg } from 'node:os';
import pg from 'pg';
import { ensureApiBuilt } from './lib/build.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { startAptoVial } from './lib/server.mjs';
import { signInDemo, xsrfHeaders } from './lib/sign-in.mjs';

const base = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const total = Number(process.argv[2] ?? 1_000_000);
const page = Number(process.argv[3] ?? 1000);
const name = `feed_bench_${process.pid}`;
const url = new URL(base);
url.pathname = `/${name}`;

// The feed's query (apps/api/src/modules/api-keys/feed-repo.ts), as Drizzle writes it.
const HORIZON = `(select coalesce(min(x), pg_snapshot_xmax(pg_current_snapshot()))
  from pg_snapshot_xip(pg_current_snapshot()) as x where not exists (select 1 from pg_stat_activity a
  where a.backend_xid = xid(x) and a.datname is not null and a.datname <> current_database()))`;
const FEED_PAGE = `select "id", "xid", "certificate_id", "kind", "version", "state", "valid",
  "fields", "created_at" from "certificate_events"
  where (("certificate_events"."xid", "certificate_events"."id") > ($1::xid8, $2::bigint)
    and "certificate_events"."xid" < ${HORIZON})
  order by "certificate_events"."xid" asc, "certificate_events"."id" asc limit $3`;

async function seed(db) {
  const started = Date.now();
  // One transaction per 1,000 events (a DO block commits between them): 1,000 xids in the feed.
  await db.query(`DO $$ BEGIN
    FOR i IN 0..${Math.ceil(total / 1000) - 1} LOOP
      INSERT INTO certificate_events (certificate_id, kind, version, state, valid, fields)
      SELECT g, 'issued', 1, 'VE-' || chr(65 + (g % 24)::int), true, jsonb_build_object(
        'serial', g, 'names', 'Pedro José', 'lastNames', 'Núñez', 'nationality', 'V',
        'dni', '25123456', 'grade', '2', 'type', 'Primera vez', 'rules', '[]'::jsonb,
        'glasses', false, 'expeditionDate', '2026-06-10', 'dueDate', '2027-06-10',
        'doctor', 'Alejandro Mendoza', 'licenseNumber', 'MV-0001',
        'state', 'VE-' || chr(65 + (g % 24)::int), 'imported', false)
      FROM generate_series(i * 1000 + 1, least(i * 1000 + 1000, ${total})) g;
      COMMIT;
    END LOOP;
  END $$`);
  await db.query('VACUUM ANALYZE certificate_events');
  return (Date.now() - started) / 1000;
}

async function createKey(baseUrl, token, body) {
  const response = await fetch(`${baseUrl}/api/apiKeys`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...xsrfHeaders(baseUrl),
    },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok)
    throw new Error(`POST /api/apiKeys: ${response.status} ${JSON.stringify(json)}`);
  return json.data.key;
}

/** Reads the whole feed with `key`, keeping the cursor as a client does. */
async function readOverHttp(baseUrl, key) {
  let cursor;
  let count = 0;
  let pages = 0;
  const begin = performance.now();
  for (;;) {
    const query = new URLSearchParams({ limit: String(page), ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${baseUrl}/api/integrations/certificateEvents?${query}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`feed: ${response.status} ${JSON.stringify(json)}`);
    count += json.data.length;
    pages += 1;
    cursor = json.cursor;
    if (json.data.length < page) break;
  }
  const seconds = (performance.now() - begin) / 1000;
  return { count, pages, seconds, perSecond: Math.round(count / seconds) };
}

/** The same pages with the feed's query alone over `pg`: the database's share of a read. */
async function readOverSql(db) {
  let cursor = { xid: '0', id: 0 };
  let count = 0;
  const begin = performance.now();
  for (;;) {
    const { rows } = await db.query(FEED_PAGE, [cursor.xid, cursor.id, page]);
    count += rows.length;
    if (rows.length < page) break;
    const last = rows.at(-1);
    cursor = { xid: last.xid, id: last.id };
  }
  const seconds = (performance.now() - begin) / 1000;
  return { count, seconds, perSecond: Math.round(count / seconds) };
}

async function explainMiddle(db) {
  const { rows } = await db.query(
    `select xid::text as xid, id from certificate_events order by xid, id offset $1 limit 1`,
    [Math.floor(total / 2)],
  );
  const { xid, id } = rows[0];
  const plan = await db.query(
    `explain (analyze, buffers) ${FEED_PAGE.replace('$1', `'${xid}'`).replace('$2', id).replace('$3', page)}`,
  );
  return plan.rows
    .map((row) => row['QUERY PLAN'])
    .filter((line) => /Limit|Index|Seq Scan|Sort|Buffers|Execution/.test(line))
    .filter((line) => !/pg_database|Function Scan/.test(line));
}

const line = (label, read) =>
  console.log(
    `${label}: ${read.count} eventos en ${read.seconds.toFixed(1)} s = ${read.perSecond} eventos/s`,
  );

async function main() {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const script = process.env.BENCH_API_BUNDLE;
  if (!script) ensureApiBuilt();
  const mail = await startMailCatcher();
  let server;
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    server = await startAptoVial({
      readyTimeoutMs: 180_000,
      env: {
        DATABASE_URL: url.toString(),
        SMTP_URL: mail.url,
        API_KEY_PER_MINUTE: '100000',
        WEBHOOKS: 'false',
        FRAUD_DETECT: 'false',
      },
      ...(script ? { script } : {}),
    });
    await db.connect();
    console.log(`sembrados ${total} eventos en ${(await seed(db)).toFixed(1)} s`);
    const { baseUrl } = server;
    const token = await signInDemo(baseUrl, mail, 'admin.intt@aptovial.test', {
      prefix: '/api/authINTT',
    });
    const every = await createKey(baseUrl, token, { name: 'Banco', scope: 'certificates:read' });
    const veC = await createKey(baseUrl, token, {
      name: 'Banco VE-C',
      scope: 'certificates:read',
      state: 'VE-C',
    });
    console.log(`plan de una página a mitad del feed (${page} eventos):`);
    for (const planLine of await explainMiddle(db)) console.log(`  ${planLine}`);
    line(
      `todo el feed por HTTP (páginas de ${page}, firmados)`,
      await readOverHttp(baseUrl, every),
    );
    line('clave de un estado (VE-C) por HTTP', await readOverHttp(baseUrl, veC));
    line('la consulta del feed sola, por pg', await readOverSql(db));
    console.log(
      `carga media: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await db.end().catch(() => {});
    await server?.stop();
    await mail.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
