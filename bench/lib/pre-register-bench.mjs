import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { DEFAULT_PRE_REGISTRATIONS, seedPreRegistrations } from '../seed/pre-registrations.mjs';
import { needsPostgres, signInOnce } from './certificate-bench.mjs';

// Road-medicine logins (apps/api/src/modules/auth/scopes.ts).
const ROAD_PREFIX = '/api/credentialMedic';
let seeding;

function seedOnce(databaseUrl) {
  const count = Number(process.env.BENCH_PRE_REGISTRATIONS || DEFAULT_PRE_REGISTRATIONS);
  if (!Number.isInteger(count) || count <= 0) throw new Error('BENCH_PRE_REGISTRATIONS: a count');
  seeding ??= seedPreRegistrations(databaseUrl, { count });
  return seeding;
}

/**
 * Lista-preRegistro (GET /api/preRegister, the road-medicine Admin) at 100,000 requests
 * (p99 under 50 ms, docs/architecture.md). The reference is the byte mirror: the cost of everything
 * AptoVial adds on top of Node's HTTP, the queries included.
 */
export function preRegisterListScenario({ name, path, email }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const scenario = { name, method: 'GET', path };
  if (!databaseUrl) return { ...scenario, skip: needsPostgres('requests') };
  return {
    ...scenario,
    setup: async ({ baseUrl, mail }) => {
      const seeded = await seedOnce(databaseUrl);
      const token = await signInOnce(baseUrl, mail, email, ROAD_PREFIX);
      const note =
        seeded.seeded > 0
          ? `seeded ${seeded.seeded.toLocaleString('en-US')} requests in ${(seeded.ms / 1000).toFixed(1)} s`
          : `${seeded.total.toLocaleString('en-US')} bench requests in the database`;
      return { headers: { authorization: `Bearer ${token}` }, notes: [note] };
    },
  };
}

// The XSRF double-submit pair the public form sends with its write. The server sets the cookie
// on a page (the form's), not on API reads such as the challenge (plugins/xsrf.ts).
let xsrf;
/** That pair as headers (empty until a first challenge was solved). */
export const publicXsrfHeaders = () =>
  xsrf ? { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf } : {};

async function openTheFormPage(baseUrl) {
  const page = await fetch(`${baseUrl}/solicitar-certificado`);
  await page.arrayBuffer();
  const cookie = page.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error('the form page set no XSRF-TOKEN cookie');
  xsrf = cookie.slice('XSRF-TOKEN='.length).split(';')[0];
}

/** Solves a challenge as the widget does and encodes the `altcha` payload it would send. */
export async function solvedPayload(baseUrl) {
  if (!xsrf) await openTheFormPage(baseUrl);
  const response = await fetch(`${baseUrl}/api/captcha/challenge`);
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString(
    'base64',
  );
}

/** One applicant's request body; `n` makes the person (and so the request) new. */
export function requestBody(n, altcha) {
  return JSON.stringify({
    dni: String(60_000_000 + n),
    nationality: 'V',
    names: 'María José',
    lastNames: "D'Ángelo Pérez",
    email: `aspirante.${n}@correo.bench.test`,
    phone: '0414-5551234',
    dateBirth: '1990-05-17',
    state: 'VE-A',
    // Libertador: municipality ids are the INE state number × 100 + position.
    municipality: 101,
    grades: ['3'],
    typeCertifields: 'Primera vez',
    altcha,
  });
}

/** `count` new applicants' request bodies, people `firstPerson` onwards, each with its challenge solved. */
export async function solvedRequestBodies(baseUrl, count, firstPerson) {
  const bodies = [];
  // Workers of Web Crypto: a few at a time keep both cores busy without flooding the server.
  for (let next = 0; next < count; next += 8) {
    const batch = Array.from({ length: Math.min(8, count - next) }, (_, i) => next + i);
    const payloads = await Promise.all(batch.map(() => solvedPayload(baseUrl)));
    bodies.push(...batch.map((n, i) => requestBody(firstPerson + n, payloads[i])));
  }
  return bodies;
}

/**
 * POST /api/preRegister/createPreregister under load: each request a new applicant
 * with its own challenge, solved ahead (a payload is accepted once). The server's work per request
 * is the challenge check (one PBKDF2), the replay record, the request and its e-mail in the
 * outbox. The bench server runs ALTCHA_MAX_NUMBER low so solving ahead takes seconds: the
 * difficulty changes the applicant's work, not the server's. A fixed number of requests, not a
 * duration, because the solved bodies are counted.
 */
export function preRegisterCreateScenario({ name, requests = 2_000, warmup = 200 }) {
  return {
    name,
    method: 'POST',
    path: '/api/preRegister/createPreregister',
    amount: requests,
    warmupAmount: warmup,
    setup: async ({ baseUrl }) => {
      const started = Date.now();
      // A margin: autocannon may build a few requests more than it counts.
      const total = requests + warmup + 100;
      // New people on every run: a run on a kept database must not meet the last run's requests.
      const firstPerson = (started % 90_000) * 10_000;
      const [first, ...rest] = await solvedRequestBodies(baseUrl, total, firstPerson);
      return {
        headers: {
          'content-type': 'application/json',
          ...publicXsrfHeaders(),
        },
        body: first,
        bodies: rest,
        notes: [
          `${total} challenges fetched and solved ahead in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        ],
      };
    },
  };
}
