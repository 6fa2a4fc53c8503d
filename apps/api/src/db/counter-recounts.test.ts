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
import { checkCounters, repairCounters } from './counter-recounts';

let t: TestApp;
const call = callerOf(() => t);
let template = 0;
let numbers: number[] = [];
let lots: number[] = [];

const rowsOf = async <Row>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  t = await certificatesApp();
  const medic = await insertMedic(t, { medicVial: true, licenseNumber: 'MV-COUNTS' });
  await insertLot(t, {
    state: 'VE-B',
    initialNumber: 5_000_001,
    finalNumber: 5_100_000,
    numberTP: 'TP-COUNTS',
  });
  const issued = await call('director.vial.medicos', {
    method: 'POST',
    url: '/createCertifields',
    payload: newCertificate(),
  });
  expect(issued.statusCode, issued.body).toBe(200);
  template = issued.json().data.id;
  const { db } = t.database;
  const ids = await rowsOf<{ id: number }>(db, sql`select id::int from school_numbers`);
  numbers = [...new Set([...ids.map((row) => row.id), medic.id])];
  lots = (await rowsOf<{ id: number }>(db, sql`select id::int from certificate_lots`)).map(
    (row) => row.id,
  );
});
afterAll(() => t.close());

/** Every difference a check finds, by counter (none: an empty object). */
async function differences(db: Db = t.database.db) {
  const checks = await checkCounters(db);
  expect(checks.map((check) => check.table)).toContain('road_counts');
  return Object.fromEntries(
    checks.filter((check) => check.differences > 0).map((check) => [check.table, check.first]),
  );
}

let nextSerial = 7_000_000;
/**
 * `count` copies of the issued certificate in one INSERT, spread over states, channels, days,
 * grades, lots and college numbers (every column but those copied from it).
 */
async function insertCopies(db: Db, count: number) {
  const first = nextSerial;
  nextSerial += count;
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute where attrelid = 'certificates'::regclass
      and attnum > 0 and not attisdropped and attgenerated = '' and attidentity = ''
      order by attnum`,
  );
  const changed: Record<string, ReturnType<typeof sql>> = {
    serial: sql`${first}::bigint + g`,
    state: sql`(array['VE-A', 'VE-B', 'VE-C', 'VE-D'])[1 + g % 4]`,
    channel: sql`case when g % 3 = 0 then 'colegio' else 'medicVial' end`,
    expedition_date: sql`date '2025-01-01' + g % 97`,
    due_date: sql`date '2030-01-01' + g % 97`,
    grade: sql`(1 + g % 3)::text`,
    lot_id: sql`(${`{${lots.join(',')}}`}::bigint[])[1 + g % ${lots.length}]`,
    school_number_id: sql`(${`{${numbers.join(',')}}`}::bigint[])[1 + g % ${numbers.length}]`,
  };
  const names = columns.map(({ name }) => name);
  const values = names.map((name) => changed[name] ?? sql`c.${sql.identifier(name)}`);
  await db.execute(sql`
    insert into certificates (${sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    )})
    select ${sql.join(values, sql`, `)}
    from certificates c, generate_series(1, ${count}) as g
    where c.id = ${template}`);
  return { first: first + 1, last: first + count };
}

describe('the kept counters', () => {
  it('of certificates are kept once per statement, none once per row', async () => {
    const triggers = await rowsOf<{ name: string; row: boolean; function: string }>(
      t.database.db,
      sql`select tgname as name, (tgtype & 1) = 1 as row, tgfoid::regproc::text as function
        from pg_trigger where tgrelid = 'certificates'::regclass and not tgisinternal
        order by tgname`,
    );
    const counting = triggers.filter((trigger) => trigger.function.includes('count'));
    expect(counting.map((trigger) => trigger.name)).toEqual([
      'certificate_counts_clear_trg',
      'certificate_counts_delete_trg',
      'certificate_counts_insert_trg',
      'certificate_counts_update_trg',
    ]);
    expect(counting.filter((trigger) => trigger.row)).toEqual([]);
  });

  it('equal a recount after 3,000 inserts, updates and deletes in one transaction', async () => {
    const { db } = t.database;
    await db.transaction(async (tx) => {
      const { first, last } = await insertCopies(tx, 3_000);
      const copies = sql`serial between ${first} and ${last}`;
      await tx.execute(
        sql`update certificates set state = 'VE-E' where ${copies} and serial % 5 = 0`,
      );
      await tx.execute(sql`update certificates set names = names || ' Bis' where ${copies}`);
      await tx.execute(
        sql`update certificates set status = false, reason = 'Prueba' where ${copies} and serial % 7 = 0`,
      );
      await tx.execute(
        sql`update certificates set lot_id = ${lots[0]} where ${copies} and serial % 4 = 1`,
      );
      await tx.execute(
        sql`update certificates set expedition_date = expedition_date + 1, grade = '4',
          channel = 'medicVial' where ${copies} and serial % 6 = 0`,
      );
      await tx.execute(sql`delete from certificates where ${copies} and serial % 3 = 2`);
      expect(await differences(tx)).toEqual({});
    });
    const [counted] = await rowsOf<{ all: number; kept: number; road: number; vial: number }>(
      db,
      sql`select (select count(*)::int from certificates) as all,
        (select count(*)::int from certificates where channel = 'medicVial') as vial,
        (select sum(total)::int from certificate_day_counts where state = '') as kept,
        (select sum(total)::int from road_counts
          where scope = 0 and period = 'day' and state = '') as road`,
    );
    expect(counted?.all).toBeGreaterThan(2_000);
    expect(counted?.kept).toBe(counted?.all);
    expect(counted?.road).toBe(counted?.vial);
    expect(counted?.vial).toBeGreaterThan(500);
    expect(await differences()).toEqual({});
  });

  it('equal a recount after single writes from several connections at once', async () => {
    const { db } = t.database;
    const { first, last } = await insertCopies(db, 40);
    const writes = Array.from({ length: 40 }, (_, index) => {
      const serial = first + index;
      if (index % 4 === 0) return insertCopies(db, 1);
      if (index % 4 === 1)
        return db.execute(sql`delete from certificates where serial = ${serial}`);
      if (index % 4 === 2) {
        return db.execute(sql`update certificates set state = 'VE-F' where serial = ${serial}`);
      }
      return db.execute(
        sql`update certificates set expedition_date = date '2024-02-29', lot_id = ${lots[1]}
          where serial = ${serial}`,
      );
    });
    await Promise.all(writes);
    expect(last - first).toBe(39);
    expect(await differences()).toEqual({});
  });

  it('show a planted difference in the check and lose it in the repair', async () => {
    const { db } = t.database;
    await db.execute(sql`update certificate_day_counts set total = total + 5
      where (state, expedition_date) = (select state, expedition_date from certificate_day_counts
        where state = 'VE-B' order by expedition_date limit 1)`);
    await db.execute(sql`delete from road_counts where scope = 0 and period = 'month'`);
    await db.execute(sql`insert into certificate_lot_counts (lot_id, used) values (999999, 3)`);
    await db.execute(sql`update register_counts set total = total - 1 where type = 'medic'
      and state = '' and not road_medicine`);
    const found = await differences();
    expect(Object.keys(found).sort()).toEqual([
      'certificate_day_counts',
      'certificate_lot_counts',
      'register_counts',
      'road_counts',
    ]);
    const lot = found.certificate_lot_counts?.[0];
    expect(found.certificate_lot_counts).toHaveLength(1);
    expect([String(lot?.key.lot_id), lot?.kept, lot?.recounted]).toEqual(['999999', 3, 0]);
    const [planted] = found.certificate_day_counts ?? [];
    expect(planted?.kept).toBe((planted?.recounted ?? 0) + 5);
    expect(found.road_counts?.every((row) => row.kept === 0 && row.recounted > 0)).toBe(true);
    await repairCounters(db);
    expect(await differences()).toEqual({});
  });
});
