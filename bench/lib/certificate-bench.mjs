import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEFAULT_CERTIFICATES, seedCertificates } from '../seed/certificates.mjs';
import {
  byIdsQuery,
  certificateListQueries,
  certificateListRequestOf,
  publicBySerialQuery,
} from './certificate-list-sql.mjs';
import { explainQuery, tableSizes } from './explain.mjs';
import { walkedRequest } from './nearer-end.mjs';
import { signInDemo } from './sign-in.mjs';

const LOOKUP_SCRIPT = fileURLToPath(new URL('../bare/certificate-lookup.mjs', import.meta.url));
const LIST_SCRIPT = fileURLToPath(new URL('../bare/certificate-list.mjs', import.meta.url));
const BIG_TABLES = ['certificates', 'certificate_lots', 'school_numbers', 'registers'];
// A sequential scan of a table this small (the bench's 25 lots, 100 college numbers) costs less
// than an index probe: it is named, not warned about.
const SMALL_TABLE_ROWS = 1_000;
// PostgreSQL 15 flushes a backend's table counters at most once a second once it is idle.
const STATS_FLUSH_MS = 1_500;
// searchFree requests cycle over this many serials (the same order on both servers).
const SERIALS = 20_000;
const SEARCH_FREE = '/api/certifields/searchFree?serial=';

let seeding;
const signedIn = new Map();

/** Seeds once per run, however many scenarios ask (BENCH_CERTIFICATES, default 1,000,000). */
export function seedOnce(databaseUrl) {
  const count = Number(process.env.BENCH_CERTIFICATES || DEFAULT_CERTIFICATES);
  if (!Number.isInteger(count) || count <= 0) {
    throw new Error(
      `BENCH_CERTIFICATES must be a whole number, got "${process.env.BENCH_CERTIFICATES}"`,
    );
  }
  seeding ??= seedCertificates(databaseUrl, { count });
  return seeding;
}

/** The seeding time once (on the first scenario), the row count after. */
export function seedNote(seeded) {
  if (seeded.seeded > 0 && !seeded.reported) {
    seeded.reported = true;
    const seconds = (seeded.ms / 1000).toFixed(1);
    return `seeded ${seeded.seeded.toLocaleString('en-US')} certificates in ${seconds} s (set-based SQL, vacuum analyze included)`;
  }
  return `${seeded.certificates.toLocaleString('en-US')} certificates in the database`;
}

export function signInOnce(baseUrl, mail, email, prefix) {
  if (!signedIn.has(email)) signedIn.set(email, signInDemo(baseUrl, mail, email, { prefix }));
  return signedIn.get(email);
}

export async function withClient(databaseUrl, work) {
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
    'select relname, seq_scan from pg_stat_user_tables where relname = any($1)',
    [BIG_TABLES],
  );
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.seq_scan)]));
}

/** EXPLAIN ANALYZE of each query; one note per query, a WARNING for a scan of a big table. */
export async function explainNotes(client, queries) {
  const sizes = await tableSizes(client, BIG_TABLES);
  const big = BIG_TABLES.filter((table) => (sizes[table] ?? 0) >= SMALL_TABLE_ROWS);
  const notes = [];
  for (const [label, query] of Object.entries(queries)) {
    const plan = await explainQuery(client, query, { bigTables: BIG_TABLES });
    const scans = plan.outline
      .filter((line) => line.includes('Index') || line.includes('Seq Scan'))
      .map((line) => line.trim())
      .join('; ');
    const time = `${plan.executionMs.toFixed(1)} ms`;
    const warned = plan.seqScans.filter((scan) =>
      big.some((table) => scan.startsWith(`${table} `)),
    );
    if (warned.length > 0) {
      const warning = `WARNING: EXPLAIN ${label}: Seq Scan on ${warned.join(', ')} (${time}; ${scans})`;
      console.warn(warning);
      notes.push(warning);
    } else {
      notes.push(`EXPLAIN ${label}: no sequential scan of a big table (${time}; ${scans})`);
    }
  }
  return notes;
}

/** Counts sequential scans of the big tables around AptoVial's load (warm-up included). */
export function seqScanWatch(databaseUrl) {
  let before;
  return {
    async start() {
      await sleep(STATS_FLUSH_MS);
      before = await withClient(databaseUrl, seqScanCounters);
    },
    async notes({ load }) {
      await sleep(STATS_FLUSH_MS);
      const [after, sizes] = await withClient(databaseUrl, async (client) => [
        await seqScanCounters(client),
        await tableSizes(client, BIG_TABLES),
      ]);
      const small = (table) => (sizes[table] ?? 0) < SMALL_TABLE_ROWS;
      const counted = BIG_TABLES.map(
        (table) =>
          `${table} ${after[table] - before[table]}${small(table) ? ` (${sizes[table]} rows, small)` : ''}`,
      );
      const total = BIG_TABLES.filter((table) => !small(table)).reduce(
        (sum, table) => sum + after[table] - before[table],
        0,
      );
      const line =
        `sequential scans during AptoVial's load (warm-up included, ${load.totalRequests} ` +
        `measured requests): ${counted.join(', ')}`;
      if (total > 0) console.warn(`WARNING: ${line}`);
      return [total > 0 ? `WARNING: ${line}` : line];
    },
  };
}

/** The queries a list page runs, as the API picks them, to EXPLAIN: deep ones from the nearer end (0044). */
export async function listPageQueries(client, request) {
  const { ids: asked, count } = certificateListQueries(request);
  const total = Number((await client.query(count)).rows[0].count);
  const walked = asked.cap === undefined ? walkedRequest(request, total) : request;
  const ids = walked === null ? asked : certificateListQueries(walked).ids;
  const found = (await client.query(ids)).rows.map((row) => row.id);
  return {
    'ids query': ids,
    'rows query': byIdsQuery(found),
    'count query': count,
  };
}

export const needsPostgres = (what) =>
  `needs PostgreSQL (BENCH_DATABASE_URL=postgres://.../<empty database>); the ${what} are ` +
  'seeded into the database while the server runs, which PGlite does not allow';

/**
 * docs/architecture.md: the public verification by serial at 1,000,000 certificates, against a
 * bare node:http + pg server doing the same prepared lookup. The requests cycle over SERIALS
 * serials spread over the whole table (every state, lot and year; some disabled, some expired),
 * in the same order on both servers, so neither answers one cached row.
 */
export function searchFreeScenario({ name }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const scenario = { name, method: 'GET', path: `${SEARCH_FREE}<serial>` };
  if (!databaseUrl) return { ...scenario, skip: needsPostgres('certificates') };
  const watch = seqScanWatch(databaseUrl);
  return {
    ...scenario,
    compareAnswers: true,
    setup: async () => {
      const seeded = await seedOnce(databaseUrl);
      const notes = [seedNote(seeded)];
      const serials = await withClient(databaseUrl, async (client) => {
        // A deterministic shuffle of every 1 in N certificates.
        const { rows } = await client.query(
          `select serial from certificates
           where id % greatest(1, (select count(*) from certificates) / $1) = 0
           order by hashint8(id) limit $1`,
          [SERIALS],
        );
        const serialList = rows.map((row) => String(row.serial));
        notes.push(
          ...(await explainNotes(client, {
            'searchFree query': publicBySerialQuery(serialList[0]),
          })),
        );
        return serialList;
      });
      notes.push(
        `requests cycle over ${serials.length.toLocaleString('en-US')} serials, the same order on both servers`,
      );
      await watch.start();
      const paths = serials.map((serial) => `${SEARCH_FREE}${serial}`);
      return { path: paths[0], paths, notes };
    },
    afterAptoVialLoad: (context) => watch.notes(context),
    bare: { script: LOOKUP_SCRIPT, env: { DATABASE_URL: databaseUrl }, label: 'bare http+pg' },
  };
}

/**
 * GET /api/certifields at 1,000,000 certificates, against a bare node:http + pg server running
 * the API's SQL (bench/lib/certificate-list-sql.mjs). `visibleState` is the state a state-scoped
 * medic account sees (policy.ts); INTT accounts (`prefix: '/api/authINTT'`) see every state.
 * BENCH_CERTIFICATE_COUNT_SQL, if set, replaces the bare server's count query to measure a
 * candidate fix by hand ('{where}' in it becomes the API's WHERE; see bare/certificate-list.mjs).
 */
export function certificateListScenario({ name, path, email, prefix, visibleState }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const scenario = { name, method: 'GET', path };
  if (!databaseUrl) return { ...scenario, skip: needsPostgres('certificates') };
  const watch = seqScanWatch(databaseUrl);
  const countOverride = process.env.BENCH_CERTIFICATE_COUNT_SQL || '';
  return {
    ...scenario,
    compareAnswers: !countOverride,
    setup: async ({ baseUrl, mail }) => {
      const seeded = await seedOnce(databaseUrl);
      const token = await signInOnce(baseUrl, mail, email, prefix);
      const notes = [seedNote(seeded)];
      const request = certificateListRequestOf(new URL(path, 'http://127.0.0.1').searchParams, {
        visibleState,
      });
      await withClient(databaseUrl, async (client) => {
        const queries = await listPageQueries(client, request);
        notes.push(...(await explainNotes(client, queries)));
      });
      if (countOverride) notes.push(`bare count query replaced by: ${countOverride}`);
      await watch.start();
      return { headers: { authorization: `Bearer ${token}` }, notes };
    },
    afterAptoVialLoad: (context) => watch.notes(context),
    bare: {
      script: LIST_SCRIPT,
      env: {
        DATABASE_URL: databaseUrl,
        VISIBLE_STATE: visibleState ?? '',
        CERTIFICATE_COUNT_SQL: countOverride,
      },
      label: countOverride ? 'bare http+pg (count replaced)' : 'bare http+pg',
    },
  };
}
