import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerOf,
  certificatesApp,
  insertLot,
  insertMedic,
  newCertificate,
} from '../modules/certificates/testing';
import type { TestApp } from '../test/app';
import type { Db } from './client';
import { checkCounters } from './counter-recounts';

/**
 * A statement that writes one certificate counts it through the `<counter>_one` functions
 * (migration 0049, decision 0079), without the set's sort and grouping; the set functions are
 * sums of the same ones. Single writes must leave every counter equal to its recount, and an
 * UPDATE that moves no counted field must not write a counter row at all.
 */
let t: TestApp;
const call = callerOf(() => t);
let template = 0;

const rowsOf = async <Row>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  t = await certificatesApp();
  await insertMedic(t, { medicVial: true, licenseNumber: 'MV-SINGLE' });
  await insertLot(t, {
    state: 'VE-B',
    initialNumber: 6_000_001,
    finalNumber: 6_100_000,
    numberTP: 'TP-SINGLE',
  });
  const issued = await call('director.vial.medicos', {
    method: 'POST',
    url: '/createCertifields',
    payload: newCertificate(),
  });
  expect(issued.statusCode, issued.body).toBe(200);
  template = issued.json().data.id;
});
afterAll(() => t.close());

async function differences(db: Db = t.database.db) {
  const checks = await checkCounters(db);
  return Object.fromEntries(
    checks.filter((check) => check.differences > 0).map((check) => [check.table, check.first]),
  );
}

let nextSerial = 8_000_000;
/** One copy of the issued certificate, its own statement, with `changed` columns set. */
async function insertOne(changed: Record<string, ReturnType<typeof sql>>) {
  nextSerial += 1;
  const { db } = t.database;
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute where attrelid = 'certificates'::regclass
      and attnum > 0 and not attisdropped and attgenerated = '' and attidentity = ''
      order by attnum`,
  );
  const names = columns.map(({ name }) => name);
  const values = { serial: sql`${nextSerial}::bigint`, ...changed };
  const select = names.map(
    (name) => values[name as keyof typeof values] ?? sql`c.${sql.identifier(name)}`,
  );
  await db.execute(sql`
    insert into certificates (${sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    )})
    select ${sql.join(select, sql`, `)} from certificates c where c.id = ${template}`);
  return nextSerial;
}

/** The three certificate counters' rows with the transaction that last wrote each. */
const counterRows = (db: Db) =>
  rowsOf<{ row: string; xmin: string }>(
    db,
    sql`select row::text, xmin::text from (
      select 'day' as t, k::text as row, xmin from certificate_day_counts k
      union all select 'lot', k::text, xmin from certificate_lot_counts k
      union all select 'road', k::text, xmin from road_counts k) x order by t, row`,
  );

describe('single certificate writes', () => {
  it('count a road and a college certificate, on a new day too, as a recount does', async () => {
    const { db } = t.database;
    const day = sql`date '2021-03-04'`;
    const before = await rowsOf<{ road: number; day: number }>(
      db,
      sql`select (select coalesce(sum(total), 0)::int from road_counts where scope = 0
          and period = 'day' and state = '' and start = ${day}) as road,
        (select coalesce(sum(total), 0)::int from certificate_day_counts where state = ''
          and expedition_date = ${day}) as day`,
    );
    expect(before).toEqual([{ road: 0, day: 0 }]);
    await insertOne({ expedition_date: day, channel: sql`'medicVial'` });
    await insertOne({ expedition_date: day, channel: sql`'medicVial'`, state: sql`'VE-C'` });
    await insertOne({ expedition_date: day, channel: sql`'colegio'` });
    const serial = await insertOne({ expedition_date: day, channel: sql`'medicVial'` });
    await db.execute(sql`delete from certificates where serial = ${serial}`);
    const after = await rowsOf<{ road: number; day: number; states: number }>(
      db,
      sql`select (select sum(total)::int from road_counts where scope = 0 and period = 'day'
          and state = '' and start = ${day}) as road,
        (select sum(total)::int from certificate_day_counts where state = ''
          and expedition_date = ${day}) as day,
        (select count(*)::int from certificate_day_counts where state <> ''
          and expedition_date = ${day}) as states`,
    );
    expect(after).toEqual([{ road: 2, day: 3, states: 2 }]);
    expect(await differences()).toEqual({});
  });

  it('count a road certificate in six road rows: its state, its type and grade, its doctor', async () => {
    const { db } = t.database;
    const serial = await insertOne({
      expedition_date: sql`date '2019-06-15'`,
      channel: sql`'medicVial'`,
    });
    const [issued] = await rowsOf<{ state: string; type: string; grade: string; number: string }>(
      db,
      sql`select state, type, grade, school_number_id::text as number from certificates
        where serial = ${serial}`,
    );
    const rows = await rowsOf<Record<string, string | number>>(
      db,
      sql`select scope::text, period, start::text, state, type, grade, total from road_counts
        where start in ('2019-06-15', '2019-06-01')`,
    );
    const { state, type, grade, number } = issued ?? { state: '', type: '', grade: '', number: '' };
    const both = (scope: string, kind: object) =>
      [
        ['day', '2019-06-15'],
        ['month', '2019-06-01'],
      ].map(([period, start]) => ({ scope, period, start, ...kind, total: 1 }));
    const byState = { state, type: '', grade: '' };
    const byKind = { state: '', type, grade };
    const sorted = (list: object[]) => list.map((row) => JSON.stringify(row)).sort();
    expect(sorted(rows)).toEqual(
      sorted([...both('0', byKind), ...both('0', byState), ...both(number, byKind)]),
    );
    expect(await differences()).toEqual({});
  });

  it('leave every counter row unwritten when an update moves no counted field', async () => {
    const { db } = t.database;
    const serial = await insertOne({ channel: sql`'medicVial'` });
    const before = await counterRows(db);
    await db.execute(sql`update certificates set names = names || ' Bis', status = false,
      reason = 'Prueba' where serial = ${serial}`);
    await db.execute(sql`update certificates set names = names where serial >= 8000000`);
    expect(await counterRows(db)).toEqual(before);
    expect(await differences()).toEqual({});
    await db.execute(sql`update certificates set grade = '4' where serial = ${serial}`);
    expect(await counterRows(db)).not.toEqual(before);
    expect(await differences()).toEqual({});
  });

  it('count one certificate with the same rows as the set functions', async () => {
    const [same] = await rowsOf<{ day: boolean; lot: boolean; road: boolean; rows: number }>(
      t.database.db,
      sql`with c as (
        select certificate_counted_of(-1, c) as r from certificates c
        union all select certificate_counted_of(1, c) from certificates c)
      select bool_and(
          array(select row(d.*)::text from certificate_day_counts_one(r) d order by 1)
          = array(select row(d.*)::text from certificate_day_counts_of(array[r]) d order by 1)) as day,
        bool_and(
          array(select row(d.*)::text from certificate_lot_counts_one(r) d order by 1)
          = array(select row(d.*)::text from certificate_lot_counts_of(array[r]) d order by 1)) as lot,
        bool_and(
          array(select row(d.*)::text from road_counts_one(r) d order by 1)
          = array(select row(d.*)::text from road_counts_of(array[r]) d order by 1)) as road,
        count(*)::int as rows
      from c`,
    );
    expect(same).toEqual({ day: true, lot: true, road: true, rows: expect.any(Number) });
    expect(same?.rows).toBeGreaterThan(4);
  });
});
