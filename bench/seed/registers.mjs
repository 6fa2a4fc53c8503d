// Seeds N bench registers (default 100,000) with their college numbers straight into PostgreSQL.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/db node bench/seed/registers.mjs [N]
// The database must already be migrated (start the server on it once). Rows are generated inside
// PostgreSQL (generate_series and hashint8), so the same N gives the same rows on every run.
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export const DEFAULT_REGISTERS = 100_000;
const BATCH = 25_000;

// Deterministic "random" numbers: hashint8 of (row, salt), kept non-negative.
const h = (expr, salt) => `(hashint8((${expr})::bigint * 64 + ${salt}) & 2147483647)`;
const pick = (array, expr, salt) => `${array}[1 + ${h(expr, salt)} % cardinality(${array})]`;

// A dni is 4,000,000 + (i * A mod M): a bijection on [0, M) while gcd(A, M) = 1, so unique.
const DNI_MULTIPLIER = 7_368_787;
const DNI_MODULUS = 25_999_999;

const MALE = ['José', 'Luis', 'Carlos', 'Juan', 'Pedro', 'Miguel', 'Jesús', 'Rafael', 'Antonio'];
MALE.push('Francisco', 'Manuel', 'Alejandro', 'Andrés', 'Daniel', 'Gabriel', 'Ricardo', 'Óscar');
const FEMALE = ['María', 'Ana', 'Carmen', 'Rosa', 'Luisa', 'Gabriela', 'Daniela', 'Andreína'];
FEMALE.push('Valentina', 'Isabel', 'Patricia', 'Mariana', 'Yolanda', 'Elena', 'Sofía', 'Lucía');
const LAST = ['González', 'Rodríguez', 'Pérez', 'Hernández', 'García', 'Martínez', 'López'];
LAST.push('Díaz', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rojas', 'Morales', 'Romero');
LAST.push('Medina', 'Castillo', 'Suárez', 'Blanco', 'Vargas', 'Mendoza', 'Guzmán', 'Salazar');
LAST.push('Contreras', 'Rivas', 'Silva', 'Marcano', 'Briceño', 'Chacón', 'Urdaneta', 'Zambrano');

/**
 * One statement per batch: the registers, then their college numbers (every register one, about
 * 20 % a second in another state; about 10 % of numbers road-medicine with a unique licence).
 * About 15 % are nurses with an academic degree. `on conflict do nothing` keeps rows the database
 * already holds (demo data) safe from the rare collision.
 */
const BATCH_SQL = `
with p as (
  select $1::int as first, $2::int as last, $3::text[] as male, $4::text[] as female,
    $5::text[] as lasts, $6::bigint as creator,
    (select array_agg(code order by code) from states) as states,
    (select array_agg(code order by code) from academic_degrees) as degrees,
    (select array_agg(name order by name) from specialties where name not like 'Enfermer%') as medic_sp,
    (select array_agg(name order by name) from specialties where name like 'Enfermer%') as nurse_sp
), g as (
  select p.*, i, ${h('i', 1)} % 100 < 15 as nurse, ${h('i', 2)} % 2 = 0 as male_person
  from p, generate_series(p.first, p.last) as i
), inserted as (
  insert into registers (dni, nationality, names, last_names, gender, phone, date_birth, specialty,
    health_number, type, academic_degree, created_by, created_at, updated_at)
  select
    (4000000 + (i::bigint * ${DNI_MULTIPLIER}) % ${DNI_MODULUS})::text,
    case when ${h('i', 3)} % 100 < 4 then 'E' else 'V' end,
    case when male_person then ${pick('male', 'i', 4)} || ' ' || ${pick('male', 'i', 5)}
      else ${pick('female', 'i', 4)} || ' ' || ${pick('female', 'i', 5)} end,
    ${pick('lasts', 'i', 6)} || ' ' || ${pick('lasts', 'i', 7)},
    case when male_person then 'M' else 'F' end,
    case when ${h('i', 8)} % 10 < 8
      then '04' || (array['12', '14', '16', '24', '26'])[1 + ${h('i', 9)} % 5]
        || lpad((${h('i', 10)} % 10000000)::text, 7, '0') end,
    date '1950-01-01' + ${h('i', 11)} % 18000,
    case when nurse then ${pick('nurse_sp', 'i', 12)} else ${pick('medic_sp', 'i', 12)} end,
    case when ${h('i', 13)} % 10 < 7 then 'MPPS-' || (100000 + ${h('i', 14)} % 900000) end,
    case when nurse then 'nurse' else 'medic' end,
    case when nurse then ${pick('degrees', 'i', 15)} end,
    creator,
    timestamptz '2026-01-01 00:00:00-04' - make_interval(secs => ${h('i', 16)} % 126230400),
    timestamptz '2026-01-01 00:00:00-04'
  from g
  on conflict do nothing
  returning id, type, created_by, created_at
), numbers as (
  select r.*, k, p.states,
    case when k = 1 then ${pick('p.states', 'r.id', 17)}
      else p.states[1 + (${h('r.id', 17)} + 1 + ${h('r.id', 18)} % 23) % 24] end as state,
    r.type = 'medic' and ${h('r.id * 2 + k', 19)} % 100 < 12 as vial
  from inserted r, p, generate_series(1, 2) as k
  where k = 1 or ${h('r.id', 20)} % 100 < 20
)
insert into school_numbers (register_id, state, school_number, register_date, current_solvency,
  medic_vial, license_number, type_certificates, grades, special_grades, created_by, created_at,
  updated_at)
select id, state, (700000000 + id * 2 + k)::text,
  date '2000-01-01' + ${h('id * 2 + k', 21)} % 9000,
  date '2025-06-01' + ${h('id * 2 + k', 22)} % 730,
  vial,
  case when vial then 'BV-' || id || '-' || k end,
  case when vial then '{Primera vez,Renovación}'::text[] else '{}'::text[] end,
  case when vial then '{1,2,3}'::text[] else '{}'::text[] end,
  case when vial and ${h('id', 23)} % 10 = 0 then '{LENTES}'::text[] else '{}'::text[] end,
  created_by, created_at, created_at
from numbers
on conflict do nothing`;

/**
 * Adds bench registers until the database holds at least `count` registers (so a second run, or
 * a second scenario, seeds nothing), then VACUUM ANALYZEs both tables as autovacuum would, so
 * plans see the real sizes and index-only scans are possible.
 * Accepts a connection string or a `pg` client/pool.
 */
export async function seedRegisters(
  database,
  { count = DEFAULT_REGISTERS, log = console.log } = {},
) {
  const own = typeof database === 'string';
  const db = own ? new pg.Client({ connectionString: database }) : database;
  if (own) await db.connect();
  try {
    const started = performance.now();
    const existing = Number((await db.query('select count(*) as n from registers')).rows[0].n);
    if (existing >= count) {
      log(`registers: ${existing.toLocaleString('en-US')} already present, nothing seeded`);
      return { seeded: 0, ms: 0, registers: existing };
    }
    // Bench rows are numbered after those present, so a top-up never repeats a dni.
    const offset = existing;
    const creator = await db.query(
      `select a.id from accounts a join users u on u.id = a.user_id
       where u.email = 'admin.medicos@aptovial.test' order by a.id limit 1`,
    );
    const creatorId = creator.rows[0]?.id ?? null;
    const wanted = count - existing;
    log(`registers: seeding ${wanted.toLocaleString('en-US')} (${existing} present)...`);
    for (let done = 0; done < wanted; done += BATCH) {
      const first = offset + done + 1;
      const last = offset + Math.min(wanted, done + BATCH);
      await db.query(BATCH_SQL, [first, last, MALE, FEMALE, LAST, creatorId]);
    }
    // Steady state: autovacuum would have set the visibility map and statistics by now.
    await db.query('vacuum analyze registers, school_numbers');
    const totals = await db.query(
      `select (select count(*) from registers) as registers,
         (select count(*) from school_numbers) as numbers,
         (select count(*) from school_numbers where medic_vial) as vial,
         (select count(*) from registers where type = 'nurse') as nurses`,
    );
    const ms = performance.now() - started;
    const t = totals.rows[0];
    log(
      `registers: ${Number(t.registers).toLocaleString('en-US')} registers ` +
        `(${t.nurses} nurses), ${t.numbers} college numbers (${t.vial} road-medicine) ` +
        `in ${(ms / 1000).toFixed(1)} s`,
    );
    return { seeded: Number(t.registers) - existing, ms, registers: Number(t.registers) };
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
  const count = Number(process.argv[2] ?? DEFAULT_REGISTERS);
  if (!Number.isInteger(count) || count <= 0) {
    console.error(
      `the number of registers must be a positive whole number, got ${process.argv[2]}`,
    );
    process.exit(2);
  }
  await seedRegisters(url, { count });
}
