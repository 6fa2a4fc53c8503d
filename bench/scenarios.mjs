import { fileURLToPath } from 'node:url';
import { certificateListScenarios } from './certificate-list-scenarios.mjs';
import { searchFreeScenario } from './lib/certificate-bench.mjs';
import { doctorCheckScenario } from './lib/doctor-check-bench.mjs';
import { operativeScenario } from './lib/operative-bench.mjs';
import { preRegisterCreateScenario, preRegisterListScenario } from './lib/pre-register-bench.mjs';
import { registerListScenario } from './lib/register-bench.mjs';
import { roadListScenario, roadPanelScenario } from './lib/road-bench.mjs';
import { signInDemo, xsrfHeaders } from './lib/sign-in.mjs';

function withBarePgWhenAvailable(scenario) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return scenario;
  const script = fileURLToPath(new URL('./bare/session-lookup.mjs', import.meta.url));
  return againstCustomBare(scenario, { script, env: { DATABASE_URL: url }, label: 'bare http+pg' });
}

/**
 * The hot paths under load. Each scenario is requested from AptoVial and from a bare reference
 * server, one after the other, with the same connections and duration.
 *
 * Shape: { name, method, path, headers?, body?, setup?, bare? }
 * - `setup({ baseUrl, dataDir, mail })` runs once against the started AptoVial before anything is
 *   recorded (seed rows, log in...). It may return `{ headers, body }` to use instead, such as a
 *   session cookie, and `notes` (lines printed under the table, such as EXPLAIN findings); `path`
 *   (the one recorded) and `paths` (requested in turn on both servers, such as many serials).
 * - `compareAnswers: true`: the bare reference must answer the same JSON (a note says whether).
 * - `afterAptoVialLoad({ ...context, load })`, if given, runs after AptoVial's measured load and
 *   before the bare one; it returns more notes (such as sequential scans counted during the load).
 * - `skip`: the reason the scenario cannot run in this configuration (it is announced instead).
 * - Without `bare`, the reference is a bare node:http server answering the bytes AptoVial gave
 *   (status, content-type, body): the cost of everything we add on top of Node's HTTP.
 * - With `bare` (see `againstCustomBare`), the reference is a script of our own doing the same
 *   work barely, such as docs/architecture.md's `node:http` + `pg` indexed lookup.
 */
export const scenarios = [
  // Catalogue served from memory with an ETag: our ceiling for a sizeable JSON answer.
  { name: 'reference data', method: 'GET', path: '/api/auth/apisAptoVial' },
  // Smallest answer through the whole plugin chain (security headers, request id, schemas).
  { name: 'health', method: 'GET', path: '/api/health' },
  // Every page load of a signed-in person: token hash lookup joined to account and user. On
  // PostgreSQL (BENCH_DATABASE_URL) the reference is a bare node:http + pg doing that lookup.
  withBarePgWhenAvailable({
    name: 'check-auth',
    method: 'POST',
    path: '/api/auth/check-auth',
    setup: async ({ baseUrl, mail }) => ({
      headers: {
        authorization: `Bearer ${await signInDemo(baseUrl, mail)}`,
        'content-type': 'application/json',
        // A POST: the XSRF cookie and header the sign-in got (docs/product/calls.md).
        ...xsrfHeaders(baseUrl),
      },
      body: '{}',
    }),
  }),
  // docs/architecture.md: a filtered, sorted page at 100,000 registers, p99 < 50 ms, every query
  // on an index (PostgreSQL only; the reference runs the API's SQL on node:http + pg).
  registerListScenario({
    name: 'register list (100k): medics of a state by last name',
    path: '/api/register?limit=10&page=3&order_by=lastNames&order_direction=asc&type=medic&state=VE-F',
    email: 'admin.medicos@aptovial.test',
    visibility: { types: ['medic', 'nurse'] },
  }),
  registerListScenario({
    name: 'register list (100k): road-medicine medics, newest first',
    path: '/api/register?limit=10&page=1&order_by=createdAt&order_direction=desc&medicVial=true',
    email: 'admin.medicos@aptovial.test',
    visibility: { types: ['medic', 'nurse'] },
  }),
  // Decision 0044 walked the last page from the list's end (a forward OFFSET walked 100k).
  // Decision 0054: pages 10,000 rows or more from both ends are refused; the deepest offered
  // walks 9,990 entries.
  registerListScenario({
    name: 'register list (100k): every register by last name, the last page',
    path: '/api/register?limit=10&page=10000&order_by=lastNames&order_direction=asc',
    email: 'admin.medicos@aptovial.test',
    visibility: { types: ['medic', 'nurse'] },
  }),
  registerListScenario({
    name: 'register list (100k): every register by last name, page 1,000 (the deepest from the start)',
    path: '/api/register?limit=10&page=1000&order_by=lastNames&order_direction=asc',
    email: 'admin.medicos@aptovial.test',
    visibility: { types: ['medic', 'nurse'] },
  }),
  // The anchors of a filtered list: the medics alone, by date created (microseconds kept).
  // A state-scoped President: the visibility (a number in its state) is the filter.
  registerListScenario({
    name: 'register list (100k): a President of VE-A by names',
    path: '/api/register?limit=10&page=2&order_by=names&order_direction=asc',
    email: 'presidente.medicos@aptovial.test',
    visibility: { types: ['medic'], visibleState: 'VE-A' },
  }),
  // The public doctor check (decision 0084) at 100,000 registers: a common last name (about
  // 5,000 matches, the first 21 found), a name and last name, a college number without its state.
  doctorCheckScenario({
    name: 'doctor check (100k): a common last name',
    query: 'por=nombre&q=gonzalez',
  }),
  doctorCheckScenario({
    name: 'doctor check (100k): a name and a last name',
    query: 'por=nombre&q=luis%20urdaneta',
  }),
  doctorCheckScenario({
    name: 'doctor check (100k): a college number',
    query: 'por=colegio&q=700000501',
  }),
  // docs/architecture.md: the public verification by serial at 1,000,000 certificates, >= 0.7x
  // the bare node:http + pg lookup, p99 < 20 ms; requests spread over 20,000 serials
  // (PostgreSQL only, BENCH_CERTIFICATES seeds them).
  searchFreeScenario({ name: 'certificate verify (1M): public searchFree by serial' }),
  ...certificateListScenarios,
  // Road medicine's list (decision 0019) at 1,000,000 certificates, every one a road-medicine one
  // (the Admin's worst case), p99 < 50 ms: pages from the partial indexes, totals from the day
  // counts.
  roadListScenario({
    name: 'road list (1M): a VialDirector, page 1 newest first',
    path: '/api/credentialMedic/listCertifields?limit=10&page=1&order_by=createdAt&order_direction=desc',
    email: 'director.vial@aptovial.test',
  }),
  roadListScenario({
    name: 'road list (1M): a VialDirector, a year, newest first',
    path: '/api/credentialMedic/listCertifields?limit=10&page=1&date_range=2025-01-01,2025-12-31&order_by=createdAt&order_direction=desc',
    email: 'director.vial@aptovial.test',
  }),
  roadListScenario({
    name: 'road list (1M): the Admin, page 3 newest first',
    path: '/api/credentialMedic/listCertifields?limit=10&page=3&order_by=createdAt&order_direction=desc',
    email: 'admin.vial@aptovial.test',
    admin: true,
  }),
  roadListScenario({
    name: 'road list (1M): the Admin, page 1,000 by last names (the deepest from the start)',
    path: '/api/credentialMedic/listCertifields?limit=10&page=1000&order_by=lastNames&order_direction=asc',
    email: 'admin.vial@aptovial.test',
    admin: true,
  }),
  roadListScenario({
    name: 'road list (1M): the Admin, a state and a year, newest first',
    path: '/api/credentialMedic/listCertifields?limit=10&page=1&state=VE-M&date_range=2025-01-01,2025-12-31&order_by=createdAt&order_direction=desc',
    email: 'admin.vial@aptovial.test',
    admin: true,
  }),
  // The panel's counts (decision 0019, p99 < 50 ms). The seed's certificates end on 2026-09-30, so
  // the default range (this month) may hold none: September 2026 and a year are benched as well.
  roadPanelScenario({
    name: 'road panel (1M): a VialDirector, default range',
    path: '/api/credentialMedic/dashboard',
    email: 'director.vial@aptovial.test',
  }),
  roadPanelScenario({
    name: 'road panel (1M): a VialDirector, one year',
    path: '/api/credentialMedic/dashboard?date_range=2025-10-01,2026-09-30',
    email: 'director.vial@aptovial.test',
  }),
  roadPanelScenario({
    name: 'road panel (1M): the Admin, default range',
    path: '/api/credentialMedic/dashboard',
    email: 'admin.vial@aptovial.test',
  }),
  roadPanelScenario({
    name: 'road panel (1M): the Admin, September 2026',
    path: '/api/credentialMedic/dashboard?date_range=2026-09-01,2026-09-30',
    email: 'admin.vial@aptovial.test',
  }),
  roadPanelScenario({
    name: 'road panel (1M): the Admin, one year',
    path: '/api/credentialMedic/dashboard?date_range=2025-10-01,2026-09-30',
    email: 'admin.vial@aptovial.test',
  }),
  // The public's requests. Creating runs on PGlite too (each request a new applicant
  // with a challenge solved ahead); Lista-preRegistro at 100,000 requests needs PostgreSQL.
  preRegisterCreateScenario({ name: 'pre-registration: a new request (challenge solved ahead)' }),
  preRegisterListScenario({
    name: 'pre-registrations (100k): the Admin, page 1 newest first',
    path: '/api/preRegister?limit=10&page=1',
    email: 'admin.vial@aptovial.test',
  }),
  preRegisterListScenario({
    name: 'pre-registrations (100k): a state and a type, page 3',
    path: '/api/preRegister?limit=10&page=3&state=VE-M&typeCertifields=Renovaci%C3%B3n',
    email: 'admin.vial@aptovial.test',
  }),
  // Decision 0047: the other orders got indexes (every page sorted 100,000 requests: page 1 by
  // names 40 ms).
  preRegisterListScenario({
    name: 'pre-registrations (100k): the Admin, page 1 by names',
    path: '/api/preRegister?limit=10&page=1&order_by=names&order_direction=asc',
    email: 'admin.vial@aptovial.test',
  }),
  preRegisterListScenario({
    name: 'pre-registrations (100k): the Admin, page 1,000 newest first (the deepest from the start)',
    path: '/api/preRegister?limit=10&page=1000',
    email: 'admin.vial@aptovial.test',
  }),
  // Decision 0025: field operatives' history at 100,000 operatives and an operative with 2,000
  // applicants, p99 < 50 ms (PostgreSQL only).
  operativeScenario({
    name: 'operatives (100k): a VialDirector, history page 1',
    path: '/api/operationals/history?limit=10&page=1',
    email: 'director.vial@aptovial.test',
  }),
  operativeScenario({
    name: 'operatives (100k): the Admin, a state and executed, page 3 by start',
    path: '/api/operationals/history?limit=10&page=3&state=VE-M&status=Executed&order_by=startDate',
    email: 'admin.vial@aptovial.test',
  }),
  operativeScenario({
    name: 'operatives (100k): the Admin, a year, page 1',
    path: '/api/operationals/history?limit=10&page=1&date_range=2025-01-01,2025-12-31',
    email: 'admin.vial@aptovial.test',
  }),
  operativeScenario({
    name: 'operative with 2,000 applicants: applicants page 1',
    path: '/api/operationals/applicants/{crowded}?limit=10&page=1',
    email: 'director.vial@aptovial.test',
  }),
  operativeScenario({
    name: 'operative with 2,000 applicants: open ones, page 2',
    path: '/api/operationals/applicants/{crowded}?limit=10&page=2&status=open',
    email: 'director.vial@aptovial.test',
  }),
  operativeScenario({
    name: 'operative with 2,000 applicants: details',
    path: '/api/operationals/operationalDetails/{crowded}',
    email: 'director.vial@aptovial.test',
  }),
];

/**
 * Compares a scenario with a custom bare server instead of the byte mirror. `script` is an
 * absolute path (use `fileURLToPath(new URL('./bare/x.mjs', import.meta.url))`) to a module that
 * calls `listenAndAnnounce(handler)` from `bench/lib/bare-listen.mjs`; `env` is added to its
 * environment (for example the DATABASE_URL it queries); `label` names it in the table.
 */
export function againstCustomBare(scenario, { script, env = {}, label = 'bare custom' }) {
  return { ...scenario, bare: { script, env, label } };
}
