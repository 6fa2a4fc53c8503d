// `npm run bench:operative`: a doctor at a field operative issues 50 certificates in a row from
// the operative's applicants (decision 0025), as the page does it: find the applicant, take the
// next free serial, issue from the request at the operative. The time per certificate is the
// figure; at the end the operative is finished and its frozen totals must count the 50.
import { ensureApiBuilt } from './lib/build.mjs';
import { signInOnce } from './lib/certificate-bench.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { setCommission } from './lib/payment-bench.mjs';
import { publicXsrfHeaders, requestBody, solvedPayload } from './lib/pre-register-bench.mjs';
import { startAptoVial } from './lib/server.mjs';
import { xsrfHeaders } from './lib/sign-in.mjs';

const CERTIFICATES = Number(process.env.BENCH_OPERATIVE_CERTIFICATES || 50);
// The Admin works the loop: on a kept bench database the director has the crowded operative today.
const DOCTOR = 'admin.vial@aptovial.test';
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Caracas' });

async function call(baseUrl, token, method, path, body) {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'GET' ? {} : xsrfHeaders(baseUrl)),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The applicants of Libertador (VE-A): the public form, each with its challenge solved. */
async function createRequests(baseUrl, firstPerson) {
  const dnis = [];
  for (let n = 0; n < CERTIFICATES; n += 1) {
    const body = requestBody(firstPerson + n, await solvedPayload(baseUrl));
    const response = await fetch(`${baseUrl}/api/preRegister/createPreregister`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...publicXsrfHeaders() },
      body,
    });
    if (!response.ok) throw new Error(`createPreregister: ${response.status}`);
    dnis.push(JSON.parse(body).dni);
  }
  return dnis;
}

async function openOperative(baseUrl, token, price) {
  const day = today();
  const created = await call(baseUrl, token, 'POST', '/api/operationals/createOperative', {
    address: { description: 'Plaza Bolívar de Caracas', latitude: 10.5061, longitude: -66.9146 },
    startDate: day,
    endDate: day,
    state: 'VE-A',
    municipality: 101,
    price,
    recipients: [],
  });
  const { id } = created.data;
  await call(baseUrl, token, 'PUT', `/api/operationals/startOperative/${id}`, {});
  return id;
}

/** One certificate as the page issues it; the milliseconds it took. */
async function issueOne(baseUrl, token, operativeId, dni) {
  const started = performance.now();
  const found = await call(
    baseUrl,
    token,
    'GET',
    `/api/operationals/applicants/${operativeId}?status=open&q=${dni}&limit=10`,
  );
  const applicant = found.data.find((row) => row.dni === dni);
  if (!applicant) throw new Error(`applicant ${dni} not in the operative's list`);
  const next = await call(baseUrl, token, 'GET', '/api/credentialMedic/nextSerial');
  await call(baseUrl, token, 'POST', '/api/credentialMedic/createCertifields', {
    serial: next.data.serial,
    place: 'Caracas',
    expeditionDate: today(),
    dueDate: `${Number(today().slice(0, 4)) + 1}${today().slice(4)}`,
    dni: applicant.dni,
    nationality: applicant.nationality,
    names: applicant.names,
    lastNames: applicant.lastNames,
    birthDate: applicant.dateBirth,
    grade: applicant.grades[0],
    typeCertifields: applicant.typeCertifields,
    glasses: false,
    bloodType: 'O+',
    preRegisterId: applicant.id,
    operativeId,
    // The bench's applicants were never charged: served with a reason (decision 0065).
    withoutPayment: { reason: 'exonerated' },
  });
  return performance.now() - started;
}

async function main() {
  ensureApiBuilt();
  const mail = await startMailCatcher();
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await startAptoVial({
    readyTimeoutMs: 120_000,
    env: { SMTP_URL: mail.url, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  try {
    const { baseUrl } = server;
    const price = await setCommission(baseUrl, mail);
    const dnis = await createRequests(baseUrl, (Date.now() % 90_000) * 10_000);
    const token = await signInOnce(baseUrl, mail, DOCTOR, '/api/credentialMedic');
    const operativeId = await openOperative(baseUrl, token, price);
    const times = [];
    const started = performance.now();
    for (const dni of dnis) times.push(await issueOne(baseUrl, token, operativeId, dni));
    const wallMs = performance.now() - started;
    const finished = await call(
      baseUrl,
      token,
      'PUT',
      `/api/operationals/finishOperative/${operativeId}`,
      {},
    );
    report(times, wallMs, finished.data);
  } finally {
    await server.stop();
    await mail.close();
  }
}

function report(times, wallMs, operative) {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
  console.log(
    `\n${times.length} certificates issued in a row at operative ${operative.id} (find the applicant, next serial, issue)`,
  );
  console.log(
    `per certificate ms: mean ${mean.toFixed(1)}, p50 ${percentile(sorted, 0.5).toFixed(1)}, p95 ${percentile(sorted, 0.95).toFixed(1)}, max ${sorted.at(-1).toFixed(1)}; all in ${(wallMs / 1000).toFixed(2)} s`,
  );
  console.log(
    `finished: status ${operative.status}, certificates ${operative.certificates}, applicants ${operative.totalUsers}`,
  );
  if (operative.certificates !== times.length || operative.status !== 'Executed') {
    console.log('MISMATCH: the frozen totals do not count the certificates issued');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
