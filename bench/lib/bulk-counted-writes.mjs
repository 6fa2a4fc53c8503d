// Bulk writes of operatives and of requests (pre-registrations), each counter kept per statement
// (decision 0056): one transaction inserting 50,000 rows (at scale 1), moving 45,000 of them to
// other counter keys and deleting 45,000, each statement timed; uncounted (the counting triggers
// disabled) the same statements are rolled back, for reference. Used by bench/bulk-writes.mjs on
// its throwaway database, after bench/seed/certificates.mjs's issuers.

const n = (value) => Math.round(value).toLocaleString('en-US');
const elapsed = (started) => (performance.now() - started) / 1000;
const BENCH_DOCTORS = 8;

/** Road-medicine accounts for the first bench college numbers: the operatives' doctors. */
export async function seedBenchDoctors(db) {
  await db.query(
    `with numbers as (
       select n.id, n.state, r.dni, r.names, r.last_names, row_number() over (order by n.id) as k
       from school_numbers n join registers r on r.id = n.register_id
       where n.license_number like 'BENCH-MV-%' order by n.id limit $1
     ), added as (
       insert into users (email, password_hash, dni, names, last_names)
       select 'medico.' || k || '@masivo.bench.test', '', dni, names, last_names from numbers
       on conflict do nothing
       returning id, email
     )
     insert into accounts (user_id, module, role, state, school_number_id)
     select a.id, 'medicVial', 'VialDirector', m.state, m.id
     from added a join numbers m on a.email = 'medico.' || m.k || '@masivo.bench.test'`,
    [BENCH_DOCTORS],
  );
}

// Past operatives only (Executed, one in ten Cancelled): live ones may not share a doctor's day.
const INSERT_OPERATIVES = `
  with docs as (
    select a.id, a.school_number_id, (row_number() over (order by a.id) - 1)::int as k
    from accounts a join users u on u.id = a.user_id where u.email like '%@masivo.bench.test'
  ), ms as (
    select id, state_code, (row_number() over (order by id) - 1)::int as i from municipalities
  ), sizes as (select (select count(*) from docs)::int as docs, (select count(*) from ms)::int as ms)
  insert into operatives (doctor_account_id, school_number_id, state, municipality,
    address_description, latitude, longitude, start_date, end_date, price, price_dollars,
    dollar_price, rate_date, status, observation, created_at)
  select d.id, d.school_number_id, ms.state_code, ms.id, 'Operativo masivo ' || g, 10.5, -66.9,
    date '2020-01-01' + g / 40, date '2020-01-01' + g / 40, 200.00, 5.00, 40.0000,
    date '2020-01-01' + g / 40,
    case when g % 10 = 0 then 'Cancelled' else 'Executed' end,
    case when g % 10 = 0 then 'Suspendido por lluvia' end,
    (date '2020-01-01' + g / 40 - 10)::timestamptz
  from generate_series($1::int, $2::int) as g cross join sizes
  join docs d on d.k = g % sizes.docs
  join ms on ms.i = g % sizes.ms`;

const INSERT_REQUESTS = `
  with ms as (
    select id, state_code, (row_number() over (order by id) - 1)::int as i from municipalities
  )
  insert into pre_registrations (dni, nationality, names, last_names, email, phone, date_birth,
    state, municipality, grades, type, created_at)
  select (80000000 + g)::text, 'V', 'Nombre ' || chr(65 + g % 26), 'Apellido ' || chr(65 + g % 23),
    'masivo.' || g || '@solicitudes.bench.test', '0414-' || lpad((g % 10000000)::text, 7, '0'),
    date '1960-01-01' + (g % 15000), ms.state_code, ms.id, (array['3', '2', '1'])[1:1 + g % 3],
    case when g % 4 = 0 then 'Renovación' else 'Primera vez' end,
    timestamptz '2026-06-30 12:00:00-04' - make_interval(mins => g)
  from generate_series($1::int, $2::int) as g
  join ms on ms.i = g % (select count(*) from ms)`;

// Each moves every one of its rows to other counter keys: another status and start month,
// another type, served.
const TABLES = {
  operatives: {
    counter: 'operative_counts',
    insert: INSERT_OPERATIVES,
    move: `update operatives set status = 'Cancelled', observation = 'Reprogramado',
      start_date = start_date + 40, end_date = end_date + 40`,
  },
  pre_registrations: {
    counter: 'pre_registration_counts',
    insert: INSERT_REQUESTS,
    move: `update pre_registrations set certificate_id = 1000000000 + id, served_at = created_at,
      type = case when type = 'Renovación' then 'Primera vez' else 'Renovación' end`,
  },
};

let rowsUsed = 0;
/** One table's insert, move and delete in one transaction, each timed. */
export async function bulkWritesOf(db, table, scale, counted) {
  const { counter, insert, move } = TABLES[table];
  const inserted = Math.round(50_000 * scale);
  const changed = Math.round(45_000 * scale);
  const { rows } = await db.query(`select coalesce(max(id), 0)::bigint as id from ${table}`);
  const ours = `select id from ${table} where id > ${rows[0].id} order by id limit ${changed}`;
  await db.query('begin');
  if (!counted) {
    for (const event of ['insert', 'update', 'delete']) {
      await db.query(`alter table ${table} disable trigger ${counter}_${event}_trg`);
    }
  }
  let started = performance.now();
  await db.query(insert, [rowsUsed + 1, rowsUsed + inserted]);
  rowsUsed += inserted;
  const insertS = elapsed(started);
  started = performance.now();
  await db.query(`${move} where id in (${ours})`);
  const moveS = elapsed(started);
  started = performance.now();
  await db.query(`delete from ${table} where id in (${ours})`);
  const deleteS = elapsed(started);
  // Timed too: a trigger deferred to the commit (before decision 0056) does its work there.
  started = performance.now();
  await db.query(counted ? 'commit' : 'rollback');
  const endS = elapsed(started);
  console.log(
    `${table}, one transaction ${counted ? 'counted' : 'uncounted (rolled back)'}: ` +
      `insert ${n(inserted)} ${insertS.toFixed(2)} s, move ${n(changed)} ${moveS.toFixed(2)} s, ` +
      `delete ${n(changed)} ${deleteS.toFixed(2)} s, ${counted ? 'commit' : 'rollback'} ` +
      `${endS.toFixed(2)} s`,
  );
  return { insertS, moveS, deleteS, endS };
}

/** Operatives' and requests' bulk writes, counted then uncounted. */
export async function bulkOperativesAndRequests(db, scale) {
  await seedBenchDoctors(db);
  for (const table of Object.keys(TABLES)) {
    await bulkWritesOf(db, table, scale, true);
    await bulkWritesOf(db, table, scale, false);
  }
}
