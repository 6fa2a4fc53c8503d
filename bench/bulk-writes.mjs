// Bulk writes of certificates with their counters kept by statement triggers (decision 0055).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/bulk-writes.mjs
//     [--scale 0.2] [--seconds 3] [--seed 1000000]
// DATABASE_URL names a PostgreSQL server (any database on it): the bench creates a throwaway
// database there, migrates it, and drops it at the end. It measures, at --scale 1:
//   1. one transaction inserting 50,000 bench certificates (one statement), renaming 45,000 and
//      deleting 45,000: each should take 10 s at most, and the counters must equal a recount;
//      then the same statements with the counting triggers disabled (rolled back), for reference;
//      then the same for operatives and requests (bench/lib/bulk-counted-writes.mjs);
//   2. single-certificate inserts a second (one connection, each its own transaction) with the
//      counting trigger and with it disabled on the same table, in pairs of runs whose order
//      alternates, the median of the pairs' ratios (target 90 % or more) with the load average;
//      road-medicine certificates, then college ones, and the trigger's median time in EXPLAIN
//      ANALYZE (bench/lib/single-inserts.mjs, decision 0079);
//   3. with --seed N, bench/seed seeding N certificates into a second fresh database with every
//      trigger on (1,000,000 in five minutes at most), then the counters checked (timed).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { bulkOperativesAndRequests } from './lib/bulk-counted-writes.mjs';
import { singleInsertCosts } from './lib/single-inserts.mjs';
import { insertBenchCertificates, seedCertificates, seedIssuers } from './seed/certificates.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.resolve(here, '../apps/api/src/db/migrations');
const COUNTERS = ['certificate_day_counts', 'certificate_lot_counts', 'road_counts'];
const KEYS = {
  certificate_day_counts: ['state', 'expedition_date'],
  certificate_lot_counts: ['lot_id'],
  road_counts: ['scope', 'period', 'start', 'state', 'type', 'grade'],
  operative_counts: ['doctor_account_id', 'state', 'status', 'period', 'start'],
  pre_registration_counts: ['state', 'municipality', 'type', 'served', 'period', 'start', 'slot'],
};
const TOTAL = { certificate_lot_counts: 'used' };

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

/** Rows by which each counter differs from its recount (the views of migrations 0042, 0044, 0055). */
async function differences(db, counters = COUNTERS) {
  const found = {};
  for (const table of counters) {
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

/**
 * Step 2: single inserts of road-medicine certificates, then of college ones (up to 1,000 bench
 * certificates, every other one, turned into college certificates), then the counters recounted.
 */
async function insertRates(db) {
  await db.query(`update certificates set channel = 'colegio'
    where id in (select id from certificates where id % 2 = 0 order by id limit 1000)`);
  for (const channel of ['medicVial', 'colegio']) await singleInsertCosts(db, channel, { seconds });
  await db.query('begin');
  for (const table of COUNTERS) {
    const cols = [...KEYS[table], TOTAL[table] ?? 'total'].map((c) => `"${c}"`).join(', ');
    await db.query(`delete from ${table}`);
    await db.query(`insert into ${table} (${cols}) select ${cols} from ${table}_recount`);
  }
  await db.query('commit');
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
      await bulkOperativesAndRequests(db, scale);
      console.log(
        'counters against a recount:',
        await differences(db, ['operative_counts', 'pre_registration_counts']),
      );
      await insertRates(db);
    } finally {
      await first.drop();
    }
    if (args.seed) {
      // A database of its own: bench/seed numbers its rows after those present.
      const second = await throwaway(admin);
      try {
        const count = Number(args.seed);
        const log = (line) => line.includes(' in ') && console.log(`  ${line}`);
        const { ms } = await seedCertificates(second.db, { count, log });
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
