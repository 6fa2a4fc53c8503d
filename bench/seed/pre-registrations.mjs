import pg from 'pg';

export const DEFAULT_PRE_REGISTRATIONS = 100_000;
// Bench rows are told apart from demo rows by their e-mail domain.
const BENCH_DOMAIN = '@solicitudes.bench.test';

/**
 * Seeds `count` open requests (set-based SQL): every municipality of the catalogue in turn, two
 * certificate types, one to three grades, one request a minute going back from now. Runs only
 * the rows missing, so a second run reuses the first's.
 */
export async function seedPreRegistrations(
  databaseUrl,
  { count = DEFAULT_PRE_REGISTRATIONS } = {},
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const { rows } = await client.query(
      'select count(*)::int as n from pre_registrations where email like $1',
      [`%${BENCH_DOMAIN}`],
    );
    const have = rows[0].n;
    if (have < count) {
      await client.query(
        `with ms as (
           select id, state_code, (row_number() over (order by id) - 1)::int as i from municipalities
         ), n as (select count(*)::int as c from ms)
         insert into pre_registrations
           (dni, nationality, names, last_names, email, phone, date_birth, state, municipality,
            grades, type, created_at)
         select (40000000 + g)::text, 'V', 'Nombre ' || chr(65 + g % 26), 'Apellido ' || chr(65 + g % 23),
                'solicitante.' || g || $3, '0414-' || lpad((g % 10000000)::text, 7, '0'),
                date '1960-01-01' + (g % 15000), ms.state_code, ms.id,
                (array['3', '2', '1'])[1:1 + g % 3],
                case when g % 4 = 0 then 'Renovación' else 'Primera vez' end,
                now() - make_interval(mins => g)
           from generate_series($1::int, $2::int) as g
           join ms on ms.i = g % (select c from n)`,
        [have + 1, count, BENCH_DOMAIN],
      );
      await client.query('vacuum analyze pre_registrations');
    }
    return { seeded: Math.max(0, count - have), total: count, ms: Date.now() - started };
  } finally {
    await client.end();
  }
}
