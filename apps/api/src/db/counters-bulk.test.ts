import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOperative } from '../modules/operatives/read-testing';
import { operativesKit } from '../modules/operatives/testing';
import { insertRequest } from '../modules/pre-registrations/testing';
import type { Db } from './client';
import { checkCounters } from './counter-recounts';

/**
 * `operative_counts` and `pre_registration_counts` kept once per statement (migration 0044,
 * decision 0056): after bulk writes in one transaction and single writes at once, each equals
 * the recount `counts:check` compares it with.
 */
const kit = operativesKit();
const COUNTED = ['operative_counts', 'pre_registration_counts'];
// Thousands of rows on in-memory PGlite, on a machine other work shares.
const BULK_TIMEOUT_MS = 180_000;
let operativeTemplate = 0;
let requestTemplate = 0;
let doctors: number[] = [];
let places: { state: string; municipality: number }[] = [];

const rowsOf = async <Row>(db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  const t = kit.t();
  const [first, second] = [await kit.doctor(), await kit.doctor()];
  if (!first || !second) throw new Error('no doctors');
  doctors = [first.accountId, second.accountId];
  operativeTemplate = await insertOperative(t, first, { startDate: '2026-07-01' });
  requestTemplate = await insertRequest(t, { state: 'VE-A', municipality: 101 });
  places = await rowsOf(
    t.database.db,
    sql`select state_code as state, id as municipality from municipalities
      where state_code in ('VE-A', 'VE-B', 'VE-C') order by id limit 12`,
  );
});

/** The differences of the two counters from their recount (none: an empty object). */
async function differences(db: Db = kit.t().database.db) {
  const checks = await checkCounters(db);
  return Object.fromEntries(
    checks
      .filter((check) => COUNTED.includes(check.table) && check.differences > 0)
      .map((check) => [check.table, check.first]),
  );
}

const bigints = (values: number[]) => `{${values.join(',')}}`;

/**
 * `count` copies of row `id` of `table` in one INSERT (row g of generate_series is `g`): the
 * columns in `changed` computed, every other copied from it.
 */
async function insertCopies(db: Db, table: string, id: number, count: number, changed: object) {
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute where attrelid = ${table}::regclass
      and attnum > 0 and not attisdropped and attgenerated = '' and attidentity = ''
      order by attnum`,
  );
  const computed = changed as Record<string, SQL>;
  const names = columns.map(({ name }) => name);
  await db.execute(sql`
    insert into ${sql.identifier(table)} (${sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    )})
    select ${sql.join(
      names.map((name) => computed[name] ?? sql`c.${sql.identifier(name)}`),
      sql`, `,
    )}
    from ${sql.identifier(table)} c, generate_series(1, ${count}) as g
    where c.id = ${id}`);
}

let operativeDays = 0;
/** `count` operatives of both doctors and every status, each on a day of its own. */
async function insertOperatives(db: Db, count: number) {
  const first = operativeDays;
  operativeDays += count;
  const statuses = `{Pending,InProgress,Executed,Cancelled,Rescheduled}`;
  const day = sql`date '2026-07-02' + ${first}::int + g`;
  await insertCopies(db, 'operatives', operativeTemplate, count, {
    doctor_account_id: sql`(${bigints(doctors)}::bigint[])[1 + g % 2]`,
    state: sql`(array['VE-A', 'VE-B', 'VE-C'])[1 + g % 3]`,
    status: sql`(${statuses}::text[])[1 + g % 5]`,
    observation: sql`case when g % 5 = 3 then 'Suspendido por lluvia' end`,
    start_date: day,
    end_date: day,
  });
  return sql`start_date between date '2026-07-02' + ${first + 1}::int
    and date '2026-07-02' + ${first + count}::int`;
}

let requestNumber = 0;
/** `count` open requests over twelve municipalities, both types, across a month's end. */
async function insertRequests(db: Db, count: number) {
  const first = requestNumber;
  requestNumber += count;
  const place = (column: 'state' | 'municipality') =>
    sql.raw(`(array[${places.map((p) => `'${p[column]}'`).join(', ')}])[1 + g % ${places.length}]`);
  await insertCopies(db, 'pre_registrations', requestTemplate, count, {
    dni: sql`(60000000 + ${first}::int + g)::text`,
    state: place('state'),
    municipality: sql`${place('municipality')}::int`,
    type: sql`case when g % 4 = 0 then 'Renovación' else 'Primera vez' end`,
    created_at: sql`timestamptz '2026-05-25 00:00:00-04' + make_interval(mins => g * 7)`,
  });
  return sql`dni::bigint between ${60_000_001 + first} and ${60_000_000 + first + count}`;
}

/** Each counter row's physical place: an UPDATE that writes a row moves it. */
const counterRowsPlaces = (db: Db) =>
  rowsOf<{ place: string }>(
    db,
    sql`select 'o' || ctid::text as place from operative_counts
      union all select 'p' || ctid::text from pre_registration_counts order by 1`,
  );

describe('operative and request counters kept per statement', () => {
  it('are kept by statement triggers, none per row nor deferred', async () => {
    const triggers = await rowsOf<{ table: string; name: string; row: boolean }>(
      kit.t().database.db,
      sql`select tgrelid::regclass::text as table, tgname as name, (tgtype & 1) = 1 as row
        from pg_trigger where tgrelid in ('operatives'::regclass, 'pre_registrations'::regclass)
        and not tgisinternal and tgfoid::regproc::text like '%counts%' order by 1, 2`,
    );
    const events = ['clear', 'delete', 'insert', 'update'];
    expect(triggers.filter((trigger) => trigger.table === 'operatives')).toEqual(
      events.map((e) => ({ table: 'operatives', name: `operative_counts_${e}_trg`, row: false })),
    );
    expect(triggers.filter((trigger) => trigger.table === 'pre_registrations')).toEqual(
      events.map((e) => ({
        table: 'pre_registrations',
        name: `pre_registration_counts_${e}_trg`,
        row: false,
      })),
    );
  });

  it(
    'equal a recount after 4,000 operatives inserted, moved and deleted in one transaction',
    async () => {
      const { db } = kit.t().database;
      await db.transaction(async (tx) => {
        const ours = await insertOperatives(tx, 4_000);
        await tx.execute(sql`update operatives set status = 'Executed'
        where ${ours} and status in ('Pending', 'InProgress')`);
        await tx.execute(sql`update operatives set start_date = start_date + 5000,
        end_date = end_date + 5000 where ${ours} and id % 7 = 0`);
        await tx.execute(sql`update operatives set doctor_account_id = ${doctors[0]}, state = 'VE-D'
        where ${ours} and status in ('Executed', 'Cancelled') and id % 3 = 0`);
        await tx.execute(
          sql`update operatives set address_description = 'Otra plaza' where ${ours}`,
        );
        await tx.execute(sql`delete from operatives where ${ours} and id % 4 = 1`);
        expect(await differences(tx)).toEqual({});
      });
      const [counted] = await rowsOf<{ all: number; kept: number }>(
        db,
        sql`select (select count(*)::int from operatives) as all,
        (select sum(total)::int from operative_counts where doctor_account_id = 0
          and state = '' and status = '' and period = 'month') as kept`,
      );
      expect(counted?.all).toBeGreaterThan(2_900);
      expect(counted?.kept).toBe(counted?.all);
      expect(await differences()).toEqual({});
    },
    BULK_TIMEOUT_MS,
  );

  it(
    'equal a recount after 4,000 requests stored, moved, served and deleted in one transaction',
    async () => {
      const { db } = kit.t().database;
      await db.transaction(async (tx) => {
        const ours = await insertRequests(tx, 4_000);
        await tx.execute(sql`update pre_registrations set certificate_id = 900000000 + id,
        served_at = created_at where ${ours} and id % 3 = 0`);
        await tx.execute(
          sql`update pre_registrations set state = 'VE-B', municipality = ${
            places.find((place) => place.state === 'VE-B')?.municipality
          } where ${ours} and id % 5 = 0`,
        );
        await tx.execute(sql`update pre_registrations set type = 'Renovación',
        created_at = created_at + interval '9 days' where ${ours} and id % 6 = 1`);
        await tx.execute(sql`update pre_registrations set payment_id = id where ${ours}`);
        await tx.execute(sql`delete from pre_registrations where ${ours} and id % 4 = 2`);
        expect(await differences(tx)).toEqual({});
      });
      const [counted] = await rowsOf<{
        all: number;
        served: number;
        kept: number;
        keptServed: number;
      }>(
        db,
        sql`select (select count(*)::int from pre_registrations) as all,
        (select count(*)::int from pre_registrations where certificate_id is not null) as served,
        (select sum(total)::int from pre_registration_counts where state = '' and type = ''
          and period = 'day') as kept,
        (select sum(total)::int from pre_registration_counts where state = '' and type = ''
          and period = 'month' and served) as "keptServed"`,
      );
      expect(counted?.all).toBeGreaterThan(2_900);
      expect(counted?.served).toBeGreaterThan(900);
      expect([counted?.kept, counted?.keptServed]).toEqual([counted?.all, counted?.served]);
      expect(await differences()).toEqual({});
    },
    BULK_TIMEOUT_MS,
  );

  it(
    'touch no counter row for an update that moves no counted field',
    async () => {
      const { db } = kit.t().database;
      const before = await counterRowsPlaces(db);
      await db.execute(sql`update operatives set address_description = 'Plaza Sucre', price = 1`);
      await db.execute(sql`update pre_registrations set phone = '0412-5550000', payment_id = 7`);
      expect(await counterRowsPlaces(db)).toEqual(before);
    },
    BULK_TIMEOUT_MS,
  );

  it(
    'equal a recount after single writes from several connections at once',
    async () => {
      const { db } = kit.t().database;
      const operatives = await insertOperatives(db, 40);
      const requests = await insertRequests(db, 40);
      const [firstOperative, firstRequest] = await Promise.all([
        rowsOf<{ id: number }>(
          db,
          sql`select min(id)::int as id from operatives where ${operatives}`,
        ),
        rowsOf<{ id: number }>(
          db,
          sql`select min(id)::int as id from pre_registrations where ${requests}`,
        ),
      ]);
      const operative = firstOperative[0]?.id ?? 0;
      const request = firstRequest[0]?.id ?? 0;
      const writes = Array.from({ length: 40 }, (_, index) => {
        const kind = index % 4;
        if (kind === 0) return Promise.all([insertOperatives(db, 1), insertRequests(db, 1)]);
        if (kind === 1) {
          return Promise.all([
            db.execute(sql`delete from operatives where id = ${operative + index}`),
            db.execute(sql`delete from pre_registrations where id = ${request + index}`),
          ]);
        }
        if (kind === 2) {
          return Promise.all([
            db.execute(
              sql`update operatives set status = 'Cancelled', observation = 'Lluvia' where id = ${operative + index}`,
            ),
            db.execute(sql`update pre_registrations set certificate_id = 800000000 + id
            where id = ${request + index}`),
          ]);
        }
        return Promise.all([
          db.execute(sql`update operatives set start_date = start_date + 9000, end_date = end_date + 9000
          where id = ${operative + index}`),
          db.execute(sql`update pre_registrations set created_at = created_at - interval '40 days'
          where id = ${request + index}`),
        ]);
      });
      await Promise.all(writes);
      expect(await differences()).toEqual({});
    },
    BULK_TIMEOUT_MS,
  );
});
