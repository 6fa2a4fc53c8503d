import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEFAULT_REGISTERS, seedRegisters } from '../seed/registers.mjs';
import { explainQuery } from './explain.mjs';
import { walkedRequest } from './nearer-end.mjs';
import {
  byIdsQuery,
  listRequestOf,
  numbersOfQuery,
  registerListQueries,
} from './register-list-sql.mjs';
import { signInDemo } from './sign-in.mjs';

const BARE_SCRIPT = fileURLToPath(new URL('../bare/register-list.mjs', import.meta.url));
const BIG_TABLES = ['registers', 'school_numbers'];
// PostgreSQL 15 flushes a backend's table counters at most once a second once it is idle.
const STATS_FLUSH_MS = 1_500;

let seeding;
const signedIn = new Map();

/** Seeds once per run, however many scenarios ask (BENCH_REGISTERS, default 100,000). */
function seedOnce(databaseUrl) {
  const count = Number(process.env.BENCH_REGISTERS || DEFAULT_REGISTERS);
  if (!Number.isInteger(count) || count <= 0) {
    throw new Error(`BENCH_REGISTERS must be a whole number, got "${process.env.BENCH_REGISTERS}"`);
  }
  seeding ??= seedRegisters(databaseUrl, { count });
  return seeding;
}

function signInOnce(baseUrl, mail, email) {
  if (!signedIn.has(email)) signedIn.set(email, signInDemo(baseUrl, mail, email));
  return signedIn.get(email);
}

async function withClient(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function seqScanCounters(client) {
  const { rows } = await client.query(
    'select relname, seq_scan, idx_scan from pg_stat_user_tables where relname = any($1)',
    [BIG_TABLES],
  );
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.seq_scan)]));
}

/** EXPLAIN of the ids, count, rows and numbers queries this request makes; one per note. */
async function explainNotes(client, path, visibility) {
  const request = listRequestOf(new URL(path, 'http://127.0.0.1').searchParams, visibility);
  const { count } = registerListQueries(request);
  // A deep page is walked from the nearer end (decision 0044).
  const total = Number((await client.query(count)).rows[0].count);
  const walked = walkedRequest(request, total);
  const { ids } = registerListQueries(walked ?? request);
  const found = (await client.query(ids)).rows.map((row) => row.id);
  const queries = { ids, count };
  if (found.length > 0)
    Object.assign(queries, { rows: byIdsQuery(found), numbers: numbersOfQuery(found) });
  const notes = [];
  for (const [label, query] of Object.entries(queries)) {
    const plan = await explainQuery(client, query, { bigTables: BIG_TABLES });
    const indexes = plan.outline
      .filter((line) => line.includes('Index') || line.includes('Seq Scan'))
      .map((line) => line.trim().replace(/ \(rows \d+\)$/, ''))
      .join('; ');
    const time = `${plan.executionMs.toFixed(1)} ms`;
    if (plan.seqScans.length > 0) {
      const warning = `WARNING: EXPLAIN ${label} query: Seq Scan on ${plan.seqScans.join(', ')} (${time}; ${indexes})`;
      console.warn(warning);
      notes.push(warning);
    } else {
      notes.push(`EXPLAIN ${label} query: no sequential scan of a big table (${time}; ${indexes})`);
    }
  }
  return notes;
}

/**
 * GET /api/register at 100,000 registers, against a bare node:http + pg server running the same
 * SQL. PostgreSQL only: the seed writes to the database while the server runs, which PGlite (one
 * process holding its data directory) does not allow.
 * `visibility` is what the signed-in account sees (policy.ts `keeperOf`): `types` and, for a
 * state-scoped account, `visibleState`.
 */
export function registerListScenario({ name, path, email, visibility }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const scenario = { name, method: 'GET', path };
  if (!databaseUrl) {
    return {
      ...scenario,
      skip:
        'needs PostgreSQL (BENCH_DATABASE_URL=postgres://.../<empty database>); the registers ' +
        'are seeded into the database while the server runs, which PGlite does not allow',
    };
  }
  let before;
  return {
    ...scenario,
    setup: async ({ baseUrl, mail }) => {
      const seeded = await seedOnce(databaseUrl);
      const token = await signInOnce(baseUrl, mail, email);
      const notes = [];
      if (seeded.seeded > 0 && !seeded.reported) {
        seeded.reported = true;
        const seconds = (seeded.ms / 1000).toFixed(1);
        notes.push(`seeded ${seeded.seeded.toLocaleString('en-US')} registers in ${seconds} s`);
      } else {
        notes.push(`${seeded.registers.toLocaleString('en-US')} registers in the database`);
      }
      await withClient(databaseUrl, async (client) => {
        notes.push(...(await explainNotes(client, path, visibility)));
        await sleep(STATS_FLUSH_MS);
        before = await seqScanCounters(client);
      });
      return { headers: { authorization: `Bearer ${token}` }, notes };
    },
    afterAptoVialLoad: async ({ load }) => {
      await sleep(STATS_FLUSH_MS);
      const after = await withClient(databaseUrl, seqScanCounters);
      const counted = BIG_TABLES.map((table) => `${table} ${after[table] - before[table]}`);
      const total = BIG_TABLES.reduce((sum, table) => sum + after[table] - before[table], 0);
      const line =
        `sequential scans during AptoVial's load (warm-up included, ${load.totalRequests} ` +
        `measured requests): ${counted.join(', ')}`;
      if (total > 0) console.warn(`WARNING: ${line}`);
      return [total > 0 ? `WARNING: ${line}` : line];
    },
    bare: {
      script: BARE_SCRIPT,
      env: {
        DATABASE_URL: databaseUrl,
        REGISTER_TYPES: visibility.types.join(','),
        VISIBLE_STATE: visibility.visibleState ?? '',
      },
      label: 'bare http+pg',
    },
  };
}
