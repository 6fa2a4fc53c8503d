// Bare reference for GET /api/certifields: node:http + pg doing what the API does per request,
// with the API's own SQL (bench/lib/certificate-list-sql.mjs): the session lookup, then the
// page's ids and the count together, then the page's rows by id, answered as the same JSON shape
// (rows.ts `toCertificate`).
// Environment: DATABASE_URL; VISIBLE_STATE (the state of a state-scoped account, empty for INTT
// and Admin; a road-medicine session's visibility comes from its account, as policy.ts reads
// it); CERTIFICATE_COUNT_SQL, if set, replaces the count query (a hand-modified reference
// to measure a cheaper total): '{where}' in it becomes the API's WHERE on "certificates" (with the
// same values), e.g. 'select count(*) from (select 1 from "certificates"{where} limit 1001) t'.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { listenAndAnnounce } from '../lib/bare-listen.mjs';
import {
  byIdsQuery,
  certificateListQueries,
  certificateListRequestOf,
  PAGE_COLUMNS,
} from '../lib/certificate-list-sql.mjs';
import { pageFromNearerEnd } from '../lib/nearer-end.mjs';
import { prepared } from '../lib/prepared.mjs';

// As the API's driver set-up reads them: ids and counts as numbers, calendar days as text.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1082, (value) => value);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const visibility = { visibleState: process.env.VISIBLE_STATE || undefined };
const countOverride = process.env.CERTIFICATE_COUNT_SQL || undefined;
const LOOKUP = `select s.id, s.verified_at, a.module, a.role, a.state, a.school_number_id, u.email
  from sessions s join accounts a on a.id = s.account_id join users u on u.id = a.user_id
  where s.token_hash = $1 and s.revoked_at is null limit 1`;

/** policy.ts: road medicine reads its channel, a VialDirector only their college number's. */
function visibilityOf(session) {
  if (session.module !== 'medicVial') return visibility;
  const own = session.role === 'Admin' ? {} : { schoolNumberId: session.school_number_id };
  return { channel: 'medicVial', ...own };
}

function doctorOf(row, at) {
  const [schoolNumberId, schoolNumber, licenseNumber, state, names, lastNames, dni] = row.slice(
    at,
    at + 7,
  );
  if ([schoolNumberId, schoolNumber, state, names, lastNames, dni].includes(null)) return null;
  return { schoolNumberId, schoolNumber, licenseNumber, state, names, lastNames, dni };
}

/** rows.ts `toPayment`: null unless the certificate was issued against a payment. */
function paymentOf(row, at) {
  const [id, method, amount, paymentReference, bankCode, trxDate] = row.slice(at, at + 6);
  return id === null ? null : { id, method, amount, paymentReference, bankCode, trxDate };
}

function toCertificate(row) {
  const c = (name) => row[PAGE_COLUMNS.certificate[name]];
  return {
    id: c('id'),
    serial: c('serial'),
    lotId: c('lot_id'),
    numberTP: row[PAGE_COLUMNS.numberTP],
    state: c('state'),
    sectional: c('sectional'),
    place: c('place'),
    expeditionDate: c('expedition_date'),
    dueDate: c('due_date'),
    dni: c('dni'),
    nationality: c('nationality'),
    names: c('names'),
    lastNames: c('last_names'),
    birthDate: c('birth_date'),
    stateOrigin: c('state_origin'),
    occupation: c('occupation'),
    grade: c('grade'),
    typeCertifields: c('type'),
    typeSpecial: c('type_special'),
    observations: c('observations'),
    rules: c('rules'),
    glasses: c('glasses'),
    bloodType: c('blood_type'),
    nameDoctor: c('name_doctor'),
    dniDoctor: c('dni_doctor'),
    status: c('status'),
    reason: c('reason'),
    createdBy: doctorOf(row, PAGE_COLUMNS.doctor),
    updatedBy: doctorOf(row, PAGE_COLUMNS.updater),
    payment: paymentOf(row, PAGE_COLUMNS.payment),
    operativeId: c('operative_id') === null ? null : Number(c('operative_id')),
    createdAt: c('created_at').toISOString(),
    updatedAt: c('updated_at').toISOString(),
  };
}

async function answer(request) {
  const url = new URL(request.url, 'http://127.0.0.1');
  const token = (request.headers.authorization ?? '').replace('Bearer ', '');
  const hash = createHash('sha256').update(token).digest('base64url');
  const session = await pool.query({ name: 'lookup', text: LOOKUP, values: [hash] });
  if (session.rows.length === 0) return { status: 401, body: { error: 'UNAUTHENTICATED' } };

  const list = certificateListRequestOf(url.searchParams, visibilityOf(session.rows[0]));
  const { ids, count, where, whereValues } = certificateListQueries(list);
  const total = countOverride
    ? { text: countOverride.replaceAll('{where}', where), values: whereValues }
    : count;
  const rowsOf = async (found) => {
    if (found.length === 0) return [];
    const rows = (await pool.query({ ...byIdsQuery(found), rowMode: 'array' })).rows;
    const byId = new Map(rows.map((row) => [row[PAGE_COLUMNS.certificate.id], row]));
    return found.map((id) => byId.get(id));
  };
  // A name search's count is capped and unnamed, as the API runs it (capped-total.ts).
  const counting = total.unprepared ? { text: total.text, values: total.values } : prepared(total);
  let rows;
  let found;
  if (ids.cap !== undefined) {
    // A name search: the page's ids carry the count (cappedWindowPage).
    const page = (await pool.query({ text: ids.text, values: ids.values, rowMode: 'array' })).rows;
    rows = await rowsOf(page.map(([id]) => id));
    found =
      page.length > 0 ? Number(page[0][1]) : Number((await pool.query(counting)).rows[0].count);
  } else {
    // repo.ts `page`: a deep page from the list's nearer end (nearer-end.ts).
    const rowsAt = async (request) => {
      const walk = request === list ? ids : certificateListQueries(request).ids;
      const statement = walk.unprepared ? { text: walk.text, values: walk.values } : prepared(walk);
      const result = await pool.query({ ...statement, rowMode: 'array' });
      return rowsOf(result.rows.map(([id]) => id));
    };
    const count = async () => Number((await pool.query(counting)).rows[0].count);
    const page = await pageFromNearerEnd(list, rowsAt, count);
    if (page === null) return { status: 422, body: { error: 'PAGE_TOO_DEEP' } };
    ({ rows, total: found } = page);
  }
  const capped = total.cap !== undefined && found > total.cap;
  const body = {
    data: rows.map(toCertificate),
    total: capped ? total.cap : found,
    page: list.page,
    limit: list.limit,
    ...(capped ? { totalCapped: true } : {}),
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
