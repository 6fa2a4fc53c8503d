import pg from 'pg';

export const DEFAULT_OPERATIVES = 100_000;
export const CROWDED_APPLICANTS = 2_000;
// Bench rows are told apart from demo rows by their place and e-mail domain.
const BENCH_PLACE = 'Operativo de banco de pruebas';
const CROWD_DOMAIN = '@operativo.bench.test';
// The two road-medicine demo accounts share the operatives (the Admin sees both halves).
const DOCTORS = ['director.vial@aptovial.test', 'admin.vial@aptovial.test'];
// The crowded operative's town: Libertador (VE-A), municipality 101.
const CROWD_STATE = 'VE-A';
const CROWD_MUNICIPALITY = 101;

/**
 * Seeds `count` past operatives (set-based SQL): the two demo doctors in turn, every municipality
 * in turn, twenty a day going back from June 2026, nine in ten executed (totals frozen) and one in
 * ten cancelled, so none holds a live date. Then one operative in progress today in Libertador
 * with `applicants` open requests of that town. Runs only what is missing.
 */
export async function seedOperatives(
  databaseUrl,
  { count = DEFAULT_OPERATIVES, applicants = CROWDED_APPLICANTS } = {},
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const have = await countOf(client, 'operatives where address_description like $1', [
      `${BENCH_PLACE}%`,
    ]);
    if (have < count) await insertPast(client, have + 1, count);
    const crowdHave = await countOf(client, 'pre_registrations where email like $1', [
      `%${CROWD_DOMAIN}`,
    ]);
    if (crowdHave < applicants) await insertCrowd(client, crowdHave + 1, applicants);
    const crowdedId = await crowdedOperative(client);
    if (have < count || crowdHave < applicants) {
      await client.query('vacuum analyze operatives');
      await client.query('vacuum analyze pre_registrations');
    }
    return { seeded: Math.max(0, count - have), total: count, crowdedId, ms: Date.now() - started };
  } finally {
    await client.end();
  }
}

async function countOf(client, from, params) {
  const { rows } = await client.query(`select count(*)::int as n from ${from}`, params);
  return rows[0].n;
}

const doctorsSql = `
  select a.id as account_id, a.school_number_id, (row_number() over (order by u.email) - 1)::int as k
    from accounts a join users u on u.id = a.user_id
   where a.module = 'medicVial' and u.email = any($3::text[])`;

async function insertPast(client, from, to) {
  await client.query(
    `with docs as (${doctorsSql}),
          ms as (select id, state_code, (row_number() over (order by id) - 1)::int as i from municipalities),
          n as (select count(*)::int as c from ms)
     insert into operatives
       (doctor_account_id, school_number_id, state, municipality, address_description, latitude,
        longitude, start_date, end_date, price, price_dollars, dollar_price, rate_date, status,
        total_users, total, certificates, observation, started_at, finished_at, created_at)
     select d.account_id, d.school_number_id, ms.state_code, ms.id, $4 || ' ' || g,
            7 + (g % 400) / 100.0, -67 + (g % 500) / 100.0,
            date '2026-06-30' - g / 20, date '2026-06-30' - g / 20, 200.00, 5.00, 40.0000,
            date '2026-06-30' - g / 20,
            case when g % 10 = 0 then 'Cancelled' else 'Executed' end,
            g % 60, case when g % 10 = 0 then null else (g % 50) * 200.00 end,
            case when g % 10 = 0 then null else g % 50 end,
            case when g % 10 = 0 then 'Suspendido por lluvia' end,
            case when g % 10 = 0 then null else (date '2026-06-30' - g / 20) + time '08:00' end,
            case when g % 10 = 0 then null else (date '2026-06-30' - g / 20) + time '16:00' end,
            (date '2026-06-30' - g / 20 - 10) + time '09:00'
       from generate_series($1::int, $2::int) as g
       join docs d on d.k = g % 2
       join ms on ms.i = g % (select c from n)`,
    [from, to, DOCTORS, BENCH_PLACE],
  );
}

async function insertCrowd(client, from, to) {
  await client.query(
    `insert into pre_registrations
       (dni, nationality, names, last_names, email, phone, date_birth, state, municipality, grades,
        type, created_at)
     select (70000000 + g)::text, 'V', 'Aspirante ' || chr(65 + g % 26), 'Operativo ' || chr(65 + g % 23),
            'aspirante.' || g || $3, '0414-' || lpad((g % 10000000)::text, 7, '0'),
            date '1970-01-01' + (g % 12000), $4, $5, array['3'],
            case when g % 3 = 0 then 'Renovación' else 'Primera vez' end,
            now() - make_interval(mins => g)
       from generate_series($1::int, $2::int) as g`,
    [from, to, CROWD_DOMAIN, CROWD_STATE, CROWD_MUNICIPALITY],
  );
}

/** The director's (k 1: e-mails in order) operative in progress today in Libertador (made once, kept for later runs). */
async function crowdedOperative(client) {
  const place = `${BENCH_PLACE} (2.000 aspirantes)`;
  const found = await client.query('select id from operatives where address_description = $1', [
    place,
  ]);
  if (found.rows[0]) return Number(found.rows[0].id);
  const { rows } = await client.query(
    `with docs as (${doctorsSql.replace('$3', '$1')})
     insert into operatives
       (doctor_account_id, school_number_id, state, municipality, address_description, latitude,
        longitude, start_date, end_date, price, price_dollars, dollar_price, rate_date, status,
        total_users, started_at)
     select d.account_id, d.school_number_id, $2, $3, $4, 10.5061, -66.9146,
            (now() at time zone 'America/Caracas')::date, (now() at time zone 'America/Caracas')::date,
            200.00, 5.00, 40.0000, (now() at time zone 'America/Caracas')::date, 'InProgress', $5, now()
       from docs d where d.k = 1
     returning id`,
    [DOCTORS, CROWD_STATE, CROWD_MUNICIPALITY, place, CROWDED_APPLICANTS],
  );
  return Number(rows[0].id);
}
