import { seedOperatives } from '../seed/operatives.mjs';
import { needsPostgres, signInOnce } from './certificate-bench.mjs';

const ROAD_PREFIX = '/api/credentialMedic';
let seeding;
const seedOnce = (databaseUrl) => {
  seeding ??= seedOperatives(databaseUrl);
  return seeding;
};

function seedNote(seeded) {
  const crowd = `operative ${seeded.crowdedId}: 2,000 applicants in Libertador (VE-A)`;
  if (seeded.seeded > 0 && !seeded.reported) {
    seeded.reported = true;
    return `seeded ${seeded.seeded.toLocaleString('en-US')} operatives in ${(seeded.ms / 1000).toFixed(1)} s; ${crowd}`;
  }
  return `${seeded.total.toLocaleString('en-US')} bench operatives in the database; ${crowd}`;
}

/**
 * The operatives' reads (decision 0025) at 100,000 operatives (p99 < 50 ms): `path` may hold
 * `{crowded}`, the id of the operative in progress with 2,000 applicants. The reference is the byte mirror (the cost of
 * everything AptoVial adds on top of Node's HTTP, the queries included).
 */
export function operativeScenario({ name, path, email }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const scenario = { name, method: 'GET', path };
  if (!databaseUrl) return { ...scenario, skip: needsPostgres('operatives') };
  return {
    ...scenario,
    setup: async ({ baseUrl, mail }) => {
      const seeded = await seedOnce(databaseUrl);
      const token = await signInOnce(baseUrl, mail, email, ROAD_PREFIX);
      const headers = { authorization: `Bearer ${token}` };
      const recorded = path.replace('{crowded}', String(seeded.crowdedId));
      const response = await fetch(new URL(recorded, baseUrl), { headers });
      if (!response.ok) throw new Error(`${recorded}: ${response.status} ${await response.text()}`);
      const body = await response.json();
      const answered =
        body.total === undefined
          ? `answers ${JSON.stringify(body.data).slice(0, 160)}`
          : `answers ${body.data.length} rows of ${body.total}`;
      return { headers, path: recorded, notes: [seedNote(seeded), answered] };
    },
  };
}
