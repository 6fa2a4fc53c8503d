import { fileURLToPath } from 'node:url';
import {
  explainNotes,
  listPageQueries,
  needsPostgres,
  seedNote,
  seedOnce,
  seqScanWatch,
  signInOnce,
  withClient,
} from './certificate-bench.mjs';
import { certificateListRequestOf } from './certificate-list-sql.mjs';

const LIST_SCRIPT = fileURLToPath(new URL('../bare/certificate-list.mjs', import.meta.url));
// Road-medicine logins (apps/api/src/modules/auth/scopes.ts).
const ROAD_PREFIX = '/api/credentialMedic';

/**
 * The college number a demo road-medicine account works as: the seed points it at a bench
 * doctor's (bench/seed/certificates.mjs BENCH_VIAL_NUMBERS).
 */
async function numberIdOf(client, email) {
  const { rows } = await client.query(
    `select a.school_number_id from accounts a join users u on u.id = a.user_id
     where u.email = $1 and a.module = 'medicVial'`,
    [email],
  );
  const id = rows[0]?.school_number_id;
  if (id == null) throw new Error(`${email} works as no college number: was the seed run?`);
  return Number(id);
}

/**
 * GET /api/credentialMedic/listCertifields at 1,000,000 road-medicine certificates, against the
 * bare node:http + pg server running the API's SQL (its visibility read from the session, as
 * policy.ts: the channel, and a VialDirector's own number). `admin`: the account reads every
 * road-medicine certificate.
 */
export function roadListScenario({ name, path, email, admin = false }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const scenario = { name, method: 'GET', path };
  if (!databaseUrl) return { ...scenario, skip: needsPostgres('certificates') };
  const watch = seqScanWatch(databaseUrl);
  return {
    ...scenario,
    compareAnswers: true,
    setup: async ({ baseUrl, mail }) => {
      const seeded = await seedOnce(databaseUrl);
      const token = await signInOnce(baseUrl, mail, email, ROAD_PREFIX);
      const notes = [seedNote(seeded)];
      await withClient(databaseUrl, async (client) => {
        const own = admin ? {} : { schoolNumberId: await numberIdOf(client, email) };
        const request = certificateListRequestOf(new URL(path, 'http://127.0.0.1').searchParams, {
          channel: 'medicVial',
          ...own,
        });
        notes.push(...(await explainNotes(client, await listPageQueries(client, request))));
      });
      await watch.start();
      return { headers: { authorization: `Bearer ${token}` }, notes };
    },
    afterAptoVialLoad: (context) => watch.notes(context),
    bare: { script: LIST_SCRIPT, env: { DATABASE_URL: databaseUrl }, label: 'bare http+pg' },
  };
}

/**
 * GET /api/credentialMedic/dashboard at 1,000,000 road-medicine certificates: the panel's counts
 * come from the day counts and the lot counts (migration 0017), never from the certificates, so
 * no sequential scan of a big table may show. The reference is the byte mirror (the cost of
 * everything AptoVial adds on top of Node's HTTP).
 */
export function roadPanelScenario({ name, path, email }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const scenario = { name, method: 'GET', path };
  if (!databaseUrl) return { ...scenario, skip: needsPostgres('certificates') };
  const watch = seqScanWatch(databaseUrl);
  return {
    ...scenario,
    setup: async ({ baseUrl, mail }) => {
      const seeded = await seedOnce(databaseUrl);
      const token = await signInOnce(baseUrl, mail, email, ROAD_PREFIX);
      const headers = { authorization: `Bearer ${token}` };
      const response = await fetch(new URL(path, baseUrl), { headers });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      const { data } = await response.json();
      const lots = data.lots.map((lot) => `${lot.numberTP} ${lot.used} used`).join(', ');
      const answered =
        `answers ${data.range.from}..${data.range.to}: ${data.range.total} certificates ` +
        `(today ${data.today}, week ${data.week}, month ${data.month}), ` +
        `${data.byDay.length} days, ${data.byState.length} states, lots: ${lots || 'none'}`;
      await watch.start();
      return { headers, notes: [seedNote(seeded), answered] };
    },
    afterAptoVialLoad: (context) => watch.notes(context),
  };
}
