// Bare reference for GET /api/certifields/searchFree: node:http + pg doing the same indexed
// lookup by serial (the API's prepared statement, bench/lib/certificate-list-sql.mjs) and
// answering the same JSON (directory.ts `verify`: live status, masked dni, no reason).
// Environment: DATABASE_URL.
import pg from 'pg';
import { listenAndAnnounce } from '../lib/bare-listen.mjs';
import { publicBySerialQuery } from '../lib/certificate-list-sql.mjs';

// As the API's driver set-up reads them: ids and serials as numbers, calendar days as text.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1082, (value) => value);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const caracasDay = () => new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);

/** packages/shared `maskDni`: 'V-12***678' for 12345678. */
function maskDni(nationality, dni) {
  const digits = dni.trim();
  const tail = digits.length >= 7 ? 3 : 2;
  const head = digits.length >= 8 ? 2 : 1;
  const hidden = digits.length - head - tail;
  const masked =
    hidden < 2
      ? '*'.repeat(digits.length)
      : `${digits.slice(0, head)}${'*'.repeat(hidden)}${digits.slice(-tail)}`;
  return `${nationality}-${masked}`;
}

async function answer(request) {
  const raw = new URL(request.url, 'http://127.0.0.1').searchParams.get('serial') ?? '';
  if (!/^\d{1,10}$/.test(raw.trim()) || Number(raw) < 1) {
    return { status: 400, body: { error: 'VALIDATION_ERROR' } };
  }
  const serial = Number(raw);
  const { rows } = await pool.query(publicBySerialQuery(serial));
  const row = rows[0];
  if (!row) {
    const message = `No existe un certificado con el serial ${serial}.`;
    return { status: 404, body: { error: 'NOT_FOUND', message } };
  }
  const expired = row.due_date < caracasDay();
  // In publicCertificateSchema's order, as the API serializes it: the proof fields, then the live
  // status and the version (compareAnswers compares the JSON text).
  const data = {
    serial: row.serial,
    names: row.names,
    lastNames: row.last_names,
    maskedDni: maskDni(row.nationality, row.dni),
    grade: row.grade,
    typeCertifields: row.type,
    rules: row.rules,
    glasses: row.glasses,
    expeditionDate: row.expedition_date,
    dueDate: row.due_date,
    doctor: row.name_doctor,
    licenseNumber: row.license_number,
    state: row.state,
    status: !row.status ? 'disabled' : expired ? 'expired' : 'valid',
    version: row.version,
  };
  return { status: 200, body: { data } };
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
