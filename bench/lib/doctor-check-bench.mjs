import pg from 'pg';
import { DEFAULT_REGISTERS, seedRegisters } from '../seed/registers.mjs';
import { explainQuery } from './explain.mjs';

const BIG_TABLES = ['registers', 'school_numbers'];
// The folding of modules/registers/doctor-check-repo.ts (FOLDED_ACCENTS), spelled as migration
// 0054 indexes it.
const FOLDED = `translate(lower(names || ' ' || last_names), 'ÁÉÍÓÚÜÑáéíóúüñ', 'aeiouunaeiouun')`;
const PEOPLE = `select id, names, last_names from registers where type = 'medic'`;

/** The SQL the API runs for `?por=&q=` (doctor-check.ts folds a name the same way). */
function doctorCheckQuery(params) {
  const por = params.get('por');
  const q = (params.get('q') ?? '').trim();
  if (por === 'nombre') {
    const folded = q
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, ' ');
    return { text: `${PEOPLE} and ${FOLDED} like $1 limit 21`, values: [`%${folded}%`] };
  }
  const column = por === 'colegio' ? 'school_number' : 'license_number';
  return {
    text: `${PEOPLE} and id in (select register_id from school_numbers where ${column} = any($1))
      order by last_names, names, id limit 21`,
    values: [[q, q.toUpperCase()]],
  };
}

/**
 * GET /api/register/doctorCheck (decision 0084) at 100,000 registers (BENCH_REGISTERS), public
 * and rate limited (the bench server's limits are lifted), against a bare node:http server
 * answering the same bytes. PostgreSQL only: the registers are seeded while the server runs.
 */
export function doctorCheckScenario({ name, query }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const path = `/api/register/doctorCheck?${query}`;
  const scenario = { name, method: 'GET', path };
  if (!databaseUrl) {
    return { ...scenario, skip: 'needs PostgreSQL (BENCH_DATABASE_URL): registers are seeded' };
  }
  return {
    ...scenario,
    setup: async () => {
      const count = Number(process.env.BENCH_REGISTERS || DEFAULT_REGISTERS);
      const seeded = await seedRegisters(databaseUrl, { count, log: () => {} });
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const sql = doctorCheckQuery(new URL(path, 'http://127.0.0.1').searchParams);
        const plan = await explainQuery(client, sql, { bigTables: BIG_TABLES });
        const outline = plan.outline.map((line) => line.trim()).join('; ');
        const time = `${plan.executionMs.toFixed(1)} ms`;
        const explained =
          plan.seqScans.length > 0
            ? `WARNING: EXPLAIN: Seq Scan on ${plan.seqScans.join(', ')} (${time}; ${outline})`
            : `EXPLAIN: no sequential scan of a big table (${time}; ${outline})`;
        if (plan.seqScans.length > 0) console.warn(explained);
        return { notes: [`${seeded.registers.toLocaleString('en-US')} registers`, explained] };
      } finally {
        await client.end();
      }
    },
  };
}
