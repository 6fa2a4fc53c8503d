// Bare reference for GET /api/register: node:http + pg doing what the API does per request, with
// the API's own SQL (bench/lib/register-list-sql.mjs): the session lookup, the page's ids (a deep
// page's from the nearer end, bench/lib/nearer-end.mjs) and the count, then the page's rows and
// college numbers by id, answered as the same JSON shape.
// Environment: DATABASE_URL; REGISTER_TYPES (comma list the account reads); VISIBLE_STATE (the
// state of a state-scoped account, empty for an Admin).
import { createHash } from 'node:crypto';
import pg from 'pg';
import { listenAndAnnounce } from '../lib/bare-listen.mjs';
import { pageFromNearerEnd } from '../lib/nearer-end.mjs';
import { prepared } from '../lib/prepared.mjs';
import {
  byIdsQuery,
  listRequestOf,
  numbersOfQuery,
  registerListQueries,
} from '../lib/register-list-sql.mjs';

// As the API's driver set-up reads them: ids and counts as numbers, calendar days as text.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1082, (value) => value);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const visibility = {
  types: (process.env.REGISTER_TYPES || 'medic,nurse').split(','),
  visibleState: process.env.VISIBLE_STATE || undefined,
};
const LOOKUP = `select s.id, s.verified_at, a.module, a.role, a.state, u.email
  from sessions s join accounts a on a.id = s.account_id join users u on u.id = a.user_id
  where s.token_hash = $1 and s.revoked_at is null limit 1`;
const caracasDay = () => new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);

async function answer(request) {
  const url = new URL(request.url, 'http://127.0.0.1');
  const token = (request.headers.authorization ?? '').replace('Bearer ', '');
  const hash = createHash('sha256').update(token).digest('base64url');
  const session = await pool.query({ name: 'lookup', text: LOOKUP, values: [hash] });
  if (session.rows.length === 0) return { status: 401, body: { error: 'UNAUTHENTICATED' } };

  const list = listRequestOf(url.searchParams, visibility);
  const { count } = registerListQueries(list);
  // repo.ts `page`: the page's ids (a deep page's from the nearer end), then their rows.
  const rowsAt = async (request) => {
    const { ids } = registerListQueries(request);
    const found = (await pool.query(prepared(ids))).rows.map((row) => row.id);
    if (found.length === 0) return [];
    const rows = await pool.query(byIdsQuery(found));
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    return found.map((id) => byId.get(id));
  };
  const counted = async () => Number((await pool.query(prepared(count))).rows[0].count);
  const page = await pageFromNearerEnd(list, rowsAt, counted);
  if (page === null) return { status: 422, body: { error: 'PAGE_TOO_DEEP' } };
  const { rows, total } = page;
  // As the API (directory.ts `withNumbers`): then the page's college numbers.
  const numbers =
    rows.length === 0 ? [] : (await pool.query(numbersOfQuery(rows.map((row) => row.id)))).rows;
  const today = caracasDay();
  const byRegister = new Map();
  for (const n of numbers) {
    const item = {
      id: n.id,
      registerId: n.register_id,
      state: n.state,
      schoolNumber: n.school_number,
      registerDate: n.register_date,
      currentSolvency: n.current_solvency,
      solvency: n.current_solvency >= today ? 'Sí' : 'No',
      medicVial: n.medic_vial,
      licenseNumber: n.license_number,
      typeCertifields: n.type_certificates,
      grades: n.grades,
      specialGrades: n.special_grades,
      createdAt: n.created_at.toISOString(),
    };
    byRegister.set(n.register_id, [...(byRegister.get(n.register_id) ?? []), item]);
  }
  const data = rows.map((r) => ({
    id: r.id,
    dni: r.dni,
    nationality: r.nationality,
    names: r.names,
    lastNames: r.last_names,
    genders: r.gender,
    phone: r.phone,
    dateBirth: r.date_birth,
    specialty: r.specialty,
    healthNumber: r.health_number,
    type: r.type,
    academicDegree: r.academic_degree,
    createdBy: r.email,
    createdAt: r.created_at.toISOString(),
    schoolNumbers: byRegister.get(r.id) ?? [],
  }));
  const body = {
    data,
    total,
    page: list.offset / list.limit + 1,
    limit: list.limit,
  };
  return { status: 200, body };
}

listenAndAnnounce(
  (request, response) => {
    request.resume();
    answer(request).then(
      ({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      },
      (error) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: error.message }));
      },
    );
  },
  { onClose: () => pool.end() },
);
