// Seeds N bench certificates (default 1,000,000) straight into PostgreSQL.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/db node bench/seed/certificates.mjs [N]
// The database must already be migrated (start the server on it once). First the issuers: four
// road-medicine medics per state (register, college number with a licence) and one lot of
// 100,000,000 serials per state; then the certificates, generated inside PostgreSQL
// (generate_series and hashint8) in batches, so the same N gives the same rows on every run.
// Every bench certificate is a road-medicine one (channel 'medicVial'): the worst case for the
// road-medicine Admin's list and panel, which then read all of them. The demo road-medicine
// accounts work as bench doctors (BENCH_VIAL_NUMBERS), so the bench signs in as them.
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { dropSecondaryIndexes } from './index-rebuild.mjs';

export const DEFAULT_CERTIFICATES = 1_000_000;
const BATCH = 100_000;
const DOCTORS_PER_STATE = 4;
// Lot of state k (0..23) holds serials LOT_BASE + k * LOT_SIZE + 1 .. + LOT_SIZE (ten digits, as
// printed serials are); row i of the bench gets serial base + i, so N must stay below LOT_SIZE.
const LOT_BASE = 2_000_000_000;
const LOT_SIZE = 100_000_000;
const LOT_PREFIX = 'BENCH-TP-';
// Bench doctors: dni 31,000,001 and up (the register bench uses 4,000,000 .. 29,999,999).
const DOCTOR_DNI_BASE = 31_000_000;
// Expedition days: three years up to 2026-09-30.
const FIRST_DAY = '2023-10-01';
const DAYS = 1096;
// The demo road-medicine accounts (apps/api/src/seeds/demo-users.ts) and the bench college number
// each works as: the first doctor of VE-A (a busy state) and the first of the next state.
export const BENCH_VIAL_NUMBERS = {
  'director.vial@aptovial.test': '800001',
  'admin.vial@aptovial.test': '800005',
};

// Deterministic "random" numbers: hashint8 of (row, salt), kept non-negative.
const h = (expr, salt) => `(hashint8((${expr})::bigint * 64 + ${salt}) & 2147483647)`;
const pick = (array, expr, salt) => `${array}[1 + ${h(expr, salt)} % cardinality(${array})]`;

const MALE = ['José', 'Luis', 'Carlos', 'Juan', 'Pedro', 'Miguel', 'Jesús', 'Rafael', 'Antonio'];
MALE.push('Francisco', 'Manuel', 'Alejandro', 'Andrés', 'Daniel', 'Gabriel', 'Ricardo', 'Óscar');
const FEMALE = ['María', 'Ana', 'Carmen', 'Rosa', 'Luisa', 'Gabriela', 'Daniela', 'Andreína'];
FEMALE.push('Valentina', 'Isabel', 'Patricia', 'Mariana', 'Yolanda', 'Elena', 'Sofía', 'Lucía');
const LAST = ['González', 'Rodríguez', 'Pérez', 'Hernández', 'García', 'Martínez', 'López'];
LAST.push('Díaz', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rojas', 'Morales', 'Romero');
LAST.push('Medina', 'Castillo', 'Suárez', 'Blanco', 'Vargas', 'Mendoza', 'Guzmán', 'Salazar');
LAST.push('Contreras', 'Rivas', 'Silva', 'Marcano', 'Briceño', 'Chacón', 'Urdaneta', 'Zambrano');
const OCCUPATIONS = ['Chofer', 'Comerciante', 'Estudiante', 'Docente', 'Ingeniero', 'Abogado'];
OCCUPATIONS.push('Mototaxista', 'Transportista', 'Enfermera', 'Contador', 'Obrero', 'Jubilado');
const PLACES = ['Consultorio de medicina vial', 'Sede del Colegio de Médicos', 'Centro médico'];
PLACES.push('Operativo del INTT', 'Clínica privada');
const SPECIAL_KINDS = ['Discapacidad motora', 'Visión monocular', 'Hipoacusia', 'Amputación'];
const REASONS = ['Datos del conductor errados', 'Certificado duplicado', 'Denuncia de fraude'];
// The most populated states appear more than once: about a third of certificates go to six.
const BUSY_STATES = ['VE-A', 'VE-V', 'VE-M', 'VE-G', 'VE-D', 'VE-K'];

const seconds = (started) => ((performance.now() - started) / 1000).toFixed(1);

/** The issuers: one register and road-medicine college number per doctor, one lot per state. */
const ISSUERS_SQL = `
with p as (
  select (select array_agg(code order by code) from states) as states, $1::int as per_state,
    $2::text[] as male, $3::text[] as lasts
), d as (
  select p.*, k, p.states[1 + (k - 1) / per_state] as state
  from p, generate_series(1, cardinality(p.states) * p.per_state) as k
), inserted as (
  insert into registers (dni, nationality, names, last_names, gender, phone, date_birth, specialty,
    health_number, type, created_at, updated_at)
  select (${DOCTOR_DNI_BASE} + k)::text, 'V',
    ${pick('male', 'k', 1)}, ${pick('lasts', 'k', 2)} || ' ' || ${pick('lasts', 'k', 3)}, 'M',
    '0414' || lpad((${h('k', 4)} % 10000000)::text, 7, '0'),
    date '1960-01-01' + ${h('k', 5)} % 10000, 'Medicina Vial', 'MPPS-' || (500000 + k), 'medic',
    timestamptz '2020-01-01 00:00:00-04', timestamptz '2020-01-01 00:00:00-04'
  from d
  on conflict do nothing
  returning id, dni
)
insert into school_numbers (register_id, state, school_number, register_date, current_solvency,
  medic_vial, license_number, type_certificates, grades, special_grades, created_at, updated_at)
select i.id, d.state, (800000 + d.k)::text, date '2010-01-01', date '2030-12-31', true,
  'BENCH-MV-' || d.k, '{Primera vez,Renovación,Especial}', '{1,2,3,4,5}', '{LENTES}',
  timestamptz '2020-01-01 00:00:00-04', timestamptz '2020-01-01 00:00:00-04'
from inserted i join d on (${DOCTOR_DNI_BASE} + d.k)::text = i.dni
on conflict do nothing`;

const LOTS_SQL = `
insert into certificate_lots (state, initial_number, final_number, number_tp, created_at, updated_at)
select code, ${LOT_BASE}::bigint + (k - 1) * ${LOT_SIZE} + 1, ${LOT_BASE}::bigint + k * ${LOT_SIZE},
  '${LOT_PREFIX}' || code, timestamptz '2023-09-01 00:00:00-04', timestamptz '2023-09-01 00:00:00-04'
from (select code, row_number() over (order by code) as k from states) s
where not exists (select 1 from certificate_lots l where l.number_tp = '${LOT_PREFIX}' || s.code)`;

/**
 * One statement per batch. Grades 1 25 %, 2 45 %, 3 15 %, 4 10 %, 5 5 %; Primera vez 45 %,
 * Renovación 50 %, Especial 5 % (with its kind, observations and one or two rules); about 3 %
 * disabled with a reason; due in 5 years (30 % in 2). `on conflict do nothing` keeps rows the
 * database already holds safe.
 */
const BATCH_SQL = `
with p as (
  select $1::int as first, $2::int as last, $3::text[] as male, $4::text[] as female,
    $5::text[] as lasts, $6::text[] as occupations, $7::text[] as places, $8::text[] as kinds,
    $9::text[] as reasons,
    (select array_agg(code order by code) from states) || $10::text[] as weighted,
    (select array_agg(code order by code) from states) as states,
    (select array_agg(code order by sort_order) from certificate_rules) as rule_codes,
    (select array_agg(code order by sort_order) from blood_types) as bloods
), issuers as (
  select l.state, l.id as lot_id, l.initial_number,
    array_agg(n.id order by n.id) as numbers,
    array_agg(r.names || ' ' || r.last_names order by n.id) as doctors,
    array_agg(r.dni order by n.id) as doctor_dnis
  from certificate_lots l
  join school_numbers n on n.state = l.state and n.license_number like 'BENCH-MV-%'
  join registers r on r.id = n.register_id
  where l.number_tp like '${LOT_PREFIX}%'
  group by l.state, l.id, l.initial_number
), g as (
  select p.*, i, ${pick('p.weighted', 'i', 1)} as state,
    date '${FIRST_DAY}' + ${h('i', 2)} % ${DAYS} as expedition,
    ${h('i', 3)} % 100 as grade_roll, ${h('i', 4)} % 100 as type_roll,
    ${h('i', 5)} % 2 = 0 as male_person, ${h('i', 6)} % 100 < 3 as disabled
  from p, generate_series(p.first, p.last) as i
), c as (
  select g.*, s.lot_id, s.initial_number,
    1 + ${h('i', 7)} % cardinality(s.numbers) as d, s.numbers, s.doctors, s.doctor_dnis,
    case when grade_roll < 25 then '1' when grade_roll < 70 then '2' when grade_roll < 85 then '3'
      when grade_roll < 95 then '4' else '5' end as grade,
    case when type_roll < 45 then 'Primera vez' when type_roll < 95 then 'Renovación'
      else 'Especial' end as type
  from g join issuers s on s.state = g.state
)
insert into certificates (serial, lot_id, state, sectional, place, expedition_date, due_date, dni,
  nationality, names, last_names, birth_date, state_origin, occupation, grade, type, type_special,
  observations, rules, glasses, blood_type, school_number_id, name_doctor, dni_doctor, status,
  reason, channel, created_at, updated_at)
select initial_number + i - 1, lot_id, state,
  case when ${h('i', 8)} % 10 < 3 then 'Seccional ' || (1 + ${h('i', 9)} % 5) end,
  ${pick('places', 'i', 10)},
  expedition,
  expedition + case when ${h('i', 11)} % 10 < 3 then 730 else 1826 end,
  (5000000 + ${h('i', 12)} % 25000000)::text,
  case when ${h('i', 13)} % 100 < 3 then 'E' else 'V' end,
  case when male_person then ${pick('male', 'i', 14)} || ' ' || ${pick('male', 'i', 15)}
    else ${pick('female', 'i', 14)} || ' ' || ${pick('female', 'i', 15)} end,
  ${pick('lasts', 'i', 16)} || ' ' || ${pick('lasts', 'i', 17)},
  expedition - (6600 + ${h('i', 18)} % 20000),
  case when ${h('i', 19)} % 100 < 85 then state else ${pick('states', 'i', 20)} end,
  case when ${h('i', 21)} % 10 < 8 then ${pick('occupations', 'i', 22)} end,
  grade, type,
  case when type = 'Especial' then ${pick('kinds', 'i', 23)} end,
  case when type = 'Especial' then 'Evaluación especial: apto con las restricciones indicadas' end,
  case when type <> 'Especial' then '{}'::text[]
    when ${h('i', 24)} % 3 = 0 then array[rule_codes[1 + ${h('i', 25)} % 9],
      rule_codes[1 + (${h('i', 25)} % 9 + 1 + ${h('i', 26)} % 8) % 9]]
    else array[rule_codes[1 + ${h('i', 25)} % 9]] end,
  case when ${h('i', 27)} % 100 < 30 then true when ${h('i', 27)} % 100 < 95 then false end,
  case when ${h('i', 28)} % 10 < 9 then ${pick('bloods', 'i', 29)} end,
  numbers[d], doctors[d], doctor_dnis[d],
  not disabled,
  case when disabled then ${pick('reasons', 'i', 30)} end,
  'medicVial', created_at, created_at
from (
  select c.*, (expedition + time '08:00' + make_interval(secs => ${h('i', 31)} % 36000))
    at time zone 'America/Caracas' as created_at
  from c
) c
on conflict do nothing`;

/** Bench certificates seeded before they were road-medicine ones: marked (the trigger counts). */
const MARK_ROAD_SQL = `
update certificates set channel = 'medicVial'
where channel <> 'medicVial'
  and lot_id in (select id from certificate_lots where number_tp like '${LOT_PREFIX}%')`;

/** Every road-medicine certificate, as the Admin's monthly counts sum them. */
const ROAD_TOTAL_SQL = `select coalesce(sum(total), 0) as n from road_counts
  where scope = 0 and period = 'month' and state = ''`;

/** The demo road-medicine account of `$1` (an e-mail) works as bench college number `$2`. */
const LINK_ACCOUNT_SQL = `
update accounts set school_number_id = (
  select n.id from school_numbers n where n.school_number = $2 and n.license_number like 'BENCH-MV-%')
where module = 'medicVial' and user_id in (select id from users where email = $1)`;

/** The bench issuers: a register and road-medicine college number per doctor, a lot per state. */
export async function seedIssuers(db) {
  await db.query(ISSUERS_SQL, [DOCTORS_PER_STATE, MALE, LAST]);
  await db.query(LOTS_SQL);
}

/** Bench certificates `first`..`last` (row numbers, 1-based) in one INSERT statement. */
export function insertBenchCertificates(db, first, last) {
  const lists = [MALE, FEMALE, LAST, OCCUPATIONS, PLACES, SPECIAL_KINDS, REASONS, BUSY_STATES];
  return db.query(BATCH_SQL, [first, last, ...lists]);
}

/** Bench certificates are road medicine's, and the demo road-medicine accounts bench doctors. */
async function makeRoadMedicine(db, log) {
  const road = Number((await db.query(ROAD_TOTAL_SQL)).rows[0].n);
  const all = Number((await db.query('select count(*) as n from certificates')).rows[0].n);
  if (road < all) {
    const marked = await db.query(MARK_ROAD_SQL);
    log(`certificates: ${marked.rowCount.toLocaleString('en-US')} marked road-medicine`);
    await db.query('vacuum analyze certificates, road_counts');
  }
  for (const [email, number] of Object.entries(BENCH_VIAL_NUMBERS)) {
    await db.query(LINK_ACCOUNT_SQL, [email, number]);
  }
}

/**
 * Adds bench certificates until the database holds at least `count` (so a second run, or a
 * second scenario, seeds nothing), then VACUUM ANALYZEs the tables as autovacuum would, so plans
 * see the real sizes and index-only scans are possible. Accepts a connection string or a `pg`
 * client. Returns `{ seeded, ms, certificates }`.
 */
export async function seedCertificates(
  database,
  { count = DEFAULT_CERTIFICATES, log = console.log } = {},
) {
  if (count >= LOT_SIZE) throw new Error(`at most ${LOT_SIZE - 1} bench certificates`);
  const own = typeof database === 'string';
  const db = own ? new pg.Client({ connectionString: database }) : database;
  if (own) await db.connect();
  try {
    const started = performance.now();
    const existing = Number((await db.query('select count(*) as n from certificates')).rows[0].n);
    if (existing >= count) {
      log(`certificates: ${existing.toLocaleString('en-US')} already present, nothing seeded`);
      await makeRoadMedicine(db, log);
      return { seeded: 0, ms: 0, certificates: existing };
    }
    await seedIssuers(db);
    // Bench rows are numbered after those present, so a top-up never repeats a serial.
    const wanted = count - existing;
    log(`certificates: seeding ${wanted.toLocaleString('en-US')} (${existing} present)...`);
    // One transaction; each batch one statement, counted once by the statement triggers (on).
    await db.query('begin');
    try {
      const rebuild = wanted >= existing ? await dropSecondaryIndexes(db) : [];
      let phase = performance.now();
      for (let done = 0; done < wanted; done += BATCH) {
        const first = existing + done + 1;
        const last = existing + Math.min(wanted, done + BATCH);
        await insertBenchCertificates(db, first, last);
      }
      log(`certificates: rows and counters in ${seconds(phase)} s`);
      phase = performance.now();
      for (const definition of rebuild) await db.query(definition);
      await db.query('commit');
      log(`certificates: ${rebuild.length} indexes built in ${seconds(phase)} s`);
    } catch (error) {
      await db.query('rollback');
      throw error;
    }
    // Steady state: autovacuum would have set the visibility map and statistics by now.
    const vacuumed = performance.now();
    await db.query(
      'vacuum analyze certificates, certificate_day_counts, certificate_lots, school_numbers, ' +
        'registers, road_counts, certificate_lot_counts',
    );
    log(`certificates: vacuum analyze in ${seconds(vacuumed)} s`);
    await makeRoadMedicine(db, log);
    const totals = await db.query(
      `select count(*) as certificates, count(*) filter (where not status) as disabled,
         count(*) filter (where type = 'Especial') as special,
         min(expedition_date)::text as first, max(expedition_date)::text as last
       from certificates`,
    );
    const ms = performance.now() - started;
    const t = totals.rows[0];
    log(
      `certificates: ${Number(t.certificates).toLocaleString('en-US')} certificates ` +
        `(${t.disabled} disabled, ${t.special} Especial, expedited ${t.first} .. ${t.last}) ` +
        `in ${(ms / 1000).toFixed(1)} s`,
    );
    return { seeded: Number(t.certificates) - existing, ms, certificates: Number(t.certificates) };
  } finally {
    if (own) await db.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'Set BENCH_DATABASE_URL to a migrated PostgreSQL database. PGlite is not seeded by this ' +
        'script: the running server holds its data directory open.',
    );
    process.exit(2);
  }
  const count = Number(process.argv[2] ?? DEFAULT_CERTIFICATES);
  if (!Number.isInteger(count) || count <= 0) {
    console.error(
      `the number of certificates must be a positive whole number, got ${process.argv[2]}`,
    );
    process.exit(2);
  }
  await seedCertificates(url, { count });
}
