/**
 * The kept counters compared with, and rewritten from, a recount of their base tables (decisions
 * 0055, 0056). Each counter has a view `<table>_recount` (migrations 0042, 0044, 0055) built on the
 * functions its trigger uses, so the check counts exactly as the trigger does.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

type Counter = { table: string; base: string; keys: readonly string[]; total: string };

/** Every counter kept by a trigger, with the table it counts and its key and total columns. */
export const COUNTERS: readonly Counter[] = [
  {
    table: 'certificate_day_counts',
    base: 'certificates',
    keys: ['state', 'expedition_date'],
    total: 'total',
  },
  { table: 'certificate_lot_counts', base: 'certificates', keys: ['lot_id'], total: 'used' },
  {
    table: 'road_counts',
    base: 'certificates',
    keys: ['scope', 'period', 'start', 'state', 'type', 'grade'],
    total: 'total',
  },
  {
    table: 'register_counts',
    base: 'registers',
    keys: ['type', 'state', 'road_medicine'],
    total: 'total',
  },
  {
    table: 'operative_counts',
    base: 'operatives',
    keys: ['doctor_account_id', 'state', 'status', 'period', 'start'],
    total: 'total',
  },
  {
    table: 'pre_registration_counts',
    base: 'pre_registrations',
    keys: ['state', 'municipality', 'type', 'served', 'period', 'start', 'slot'],
    total: 'total',
  },
];

/** A counter row whose kept total differs from the recount (a missing row counts 0). */
export type CounterDifference = { key: Record<string, unknown>; kept: number; recounted: number };

export type CounterCheck = { table: string; differences: number; first: CounterDifference[] };

const name = (identifier: string) => sql.identifier(identifier);
const list = (identifiers: readonly string[]) =>
  sql.join(
    identifiers.map((identifier) => name(identifier)),
    sql`, `,
  );

type Row = Record<string, unknown> & { kept: number; recounted: number; differences: number };

/** The differences of one counter: how many, and the first `shown` of them in key order. */
async function checkCounter(db: Db, counter: Counter, shown: number): Promise<CounterCheck> {
  const { table, keys, total } = counter;
  const result = (await db.execute(sql`
    select ${list(keys)}, coalesce(k.${name(total)}, 0)::int as kept,
      coalesce(r.${name(total)}, 0)::int as recounted, count(*) over ()::int as differences
    from ${name(table)} k
    full join ${name(`${table}_recount`)} r using (${list(keys)})
    where coalesce(k.${name(total)}, 0) <> coalesce(r.${name(total)}, 0)
    order by ${list(keys)}
    limit ${shown}`)) as unknown as { rows: Row[] };
  const first = result.rows.map(({ kept, recounted, differences: _, ...key }) => ({
    key,
    kept,
    recounted,
  }));
  return { table, differences: result.rows[0]?.differences ?? 0, first };
}

/**
 * Every counter against its recount, on one snapshot (a read-only repeatable-read transaction:
 * a write meanwhile cannot show as a difference); only those counting `bases` when given.
 */
export function checkCounters(
  db: Db,
  shown = 20,
  bases?: readonly string[],
): Promise<CounterCheck[]> {
  const counters = COUNTERS.filter((counter) => !bases || bases.includes(counter.base));
  return db.transaction(
    async (tx) => {
      const checks: CounterCheck[] = [];
      for (const counter of counters) checks.push(await checkCounter(tx, counter, shown));
      return checks;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Rewrites every counter from its recount in one transaction. The base tables are locked
 * against writes first (reads go on), so no write lands between the recount and the copy.
 */
export async function repairCounters(db: Db): Promise<void> {
  const bases = [...new Set(COUNTERS.map((counter) => counter.base))];
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${list(bases)} in share mode`);
    for (const { table, keys, total } of COUNTERS) {
      const columns = list([...keys, total]);
      await tx.execute(sql`delete from ${name(table)}`);
      await tx.execute(
        sql`insert into ${name(table)} (${columns}) select ${columns} from ${name(`${table}_recount`)}`,
      );
    }
  });
}
