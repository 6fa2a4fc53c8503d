// Bulk writes of certificates with their counters kept by statement triggers (decision 0055).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/bulk-writes.mjs
//     [--scale 0.2] [--seconds 3] [--seed 1000000]
// DATABASE_URL names a PostgreSQL server (any database on it): the bench creates a throwaway
// database there, migrates it, and drops it at the end. It measures, at --scale 1:
//   1. one transaction inserting 50,000 bench certificates (one statement), renaming 45,000 and
//      deleting 45,000: each should take 10 s at most, and the counters must equal a recount;
//      then the same statements with the counting triggers disabled (rolled back), for reference;
//   2. single-certificate inserts a second (one connection, each its own transaction) with the
//      counting triggers, then with them disabled on the same table: the target is 90 % or more;
//   3. with --seed N, bench/seed seeding N certificates into a second fresh database with every
//      trigger on (1,000,000 in five minutes at most), then the counters checked (timed).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { insertBenchCertificates, seedCertificates, seedIssuers } from './seed/certificates.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.resolve(here, '../apps/api/src/db/migrations');
const COUNTERS = ['certificate_day_counts', 'certificate_lot_counts', 'road_counts'];
const KEYS = {
  certificate_day_counts: ['state', 'expedition_date'],
  certificate_lot_counts: ['lot_id'],
  road_counts: ['scope', 'period', 'dimension', 'start', 'key'],
};
const TOTAL = { certificate_lot_counts: 'used' };
const COUNTING_TRIGGERS = ['certificate_counts_insert_trg'];

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '3' },
    seed: { type: 'string' },
  },
});
const scale = Number(args.scale);
const seconds = Number(args.seconds);
if (!(scale > 0) || !(seconds > 0)) throw new Error('--scale and --seconds must be positive');
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL server the bench may create a database on.');
  process.exit(2);
}

const n = (value) => Math.round(value).toLocaleString('en-US');
const elapsed = (started) => (performance.now() - started) / 1000;

/** Rows by which each counter differs from its recount (migration 0042's views). */
async function differences(db) {
  const found = {};
  for (const table of COUNTERS) {
    const keys = KEYS[table].map((key) => `"${key}"`).join(', ');
    const total = TOTAL[table] ?? 'total';
    const { rows } = await db.query(
      `select count(*)::int as n from ${table} k full join ${table}_recount r using (${keys})
       where coalesce(k.${total}, 0) <> coalesce(r.${total}, 0)`,
    );
    found[table] = rows[0].n;
  }
  return found;
}

let rowsUsed = 0;
/**
 * Step 1: the three bulk statements in one transaction, each timed. Uncounted (the counting
 * triggers disabled), the same statements are rolled back: the reference the counting adds to.
 */
async function bulkWrites(db, { counted }) {
  const inserted = Math.round(50_000 * scale);
  const changed = Math.round(45_000 * scale);
  const { rows } = await db.query('select coalesce(max(id), 0)::bigint as id from certificates');
  const ours = `select id from certificates where id > ${rows[0].id} order by id limit ${changed}`;
  await db.query('begin');
  if (!counted) {
    for (const event of ['insert', 'update', 'delete']) {
      await db.query(`alter table certificates disable trigger certificate_counts_${event}_trg`);
    }
  }
  let started = performance.now();
  await insertBenchCertificates(db, rowsUsed + 1, rowsUsed + inserted);
  rowsUsed += inserted;
  const insertS = elapsed(started);
  started = performance.now();
  await db.query(`update certificates set names = names || ' Bis' where id in (${ours})`);
  const renameS = elapsed(started);
  started = performance.now();
  await db.query(`delete from certificates where id in (${ours})`);
  const deleteS = elapsed(started);
  await db.query(counted ? 'commit' : 'rollback');
  console.log(
    `one transaction ${counted ? 'counted' : 'uncounted (rolled back)'}: insert ${n(inserted)} ` +
      `${insertS.toFixed(2)} s, rename ${n(changed)} ${renameS.toFixed(2)} s, ` +
      `delete ${n(changed)} ${deleteS.toFixed(2)} s`,
  );
  return { inserted, changed, insertS, renameS, deleteS };
}

/** Single-row inserts a second for `seconds`, copying existing certificates with new serials. */
async function singleInserts(db, serial) {
  const { rows: columns } = await db.query(
    `select attname as name from pg_attribute where attrelid = 'certificates'::regclass
       and attnum > 0 and not attisdropped and attgenerated = '' and attidentity = ''
     order by attnum`,
  );
  const names = columns.map((c) => `"${c.name}"`);
  const values = columns.map((c) => (c.name === 'serial' ? '$1' : `c."${c.name}"`));
  const text = `insert into certificates (${names.join(', ')}) select ${values.join(', ')}
    from certificates c where c.id = $2`;
  const { rows } = await db.query('select id from certificates order by id limit 1000');
  const templates = rows.map((row) => row.id);
  let done = 0;
  const started = performance.now();
  while (elapsed(started) < seconds) {
    serial.next += 1;
    await db.query({
      name: 'bulk-bench-single',
      text,
      values: [serial.next, templates[done % templates.length]],
    });
    done += 1;
  }
  return done / elapsed(started);
}

/** Step 2: alternating rounds with and without the counting trigger, best of each. */
async function insertRate(db) {
  const { rows } = await db.query('select max(serial)::bigint as s from certificates');
  const serial = { next: Math.max(Number(rows[0].s), 9_000_000_000) };
  const rates = { counted: [], bare: [] };
  const triggers = (how) =>
    Promise.all(
      COUNTING_TRIGGERS.map((t) => db.query(`alter table certificates ${how} trigger ${t}`)),
    );
  for (let round = 0; round < 3; round += 1) {
    rates.counted.push(await singleInserts(db, serial));
    await triggers('disable');
    rates.bare.push(await singleInserts(db, serial));
    await triggers('enable');
  }
  // The uncounted inserts leave the counters behind: recounted so the later checks hold.
  await db.query('begin');
  for (const table of COUNTERS) {
    const cols = [...KEYS[table], TOTAL[table] ?? 'total'].map((c) => `"${c}"`).join(', ');
    await db.query(`delete from ${table}`);
    await db.query(`insert into ${table} (${cols}) select ${cols} from ${table}_recount`);
  }
  await db.query('commit');
  const counted = Math.max(...rates.counted);
  const bare = Math.max(...rates.bare);
  console.log(
    `single inserts: ${n(counted)}/s with the counting trigger, ${n(bare)}/s without ` +
      `(${((100 * counted) / bare).toFixed(0)} %; rounds ${rates.counted.map(n).join(', ')} vs ` +
      `${rates.bare.map(n).join(', ')})`,
  );
  return { counted, bare };
}

/** A new migrated database on the server, and the function that drops it. */
async function throwaway(admin) {
  const name = `aptovial_bulk_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await migrate(drizzle(db), { migrationsFolder: MIGRATIONS });
  const drop = async () => {
    await db.end().catch(() => {});
    await admin.query(`drop database if exists ${name}`);
  };
  return { db, drop };
}

async function main() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const first = await throwaway(admin);
    try {
      const { db } = first;
      await seedIssuers(db);
      console.log(`scale ${scale}`);
      await bulkWrites(db, { counted: true });
      console.log('counters against a recount:', await differences(db));
      await bulkWrites(db, { counted: false });
      await insertRate(db);
    } finally {
      await first.drop();
    }
    if (args.seed) {
      // A database of its own: bench/seed numbers its rows after those present.
      const second = await throwaway(admin);
      try {
        const count = Number(args.seed);
        const { ms } = await seedCertificates(second.db, { count, log: () => {} });
        console.log(`bench/seed: ${n(count)} certificates in ${(ms / 1000).toFixed(1)} s`);
        const started = performance.now();
        const found = await differences(second.db);
        console.log(`counters against a recount (${elapsed(started).toFixed(1)} s):`, found);
      } finally {
        await second.drop();
      }
    }
  } finally {
    await admin.end();
  }
}

await main();
