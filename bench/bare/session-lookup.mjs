// Bare reference for check-auth: node:http + pg doing the same indexed session lookup.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { listenAndAnnounce } from '../lib/bare-listen.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const LOOKUP = `select s.id, s.verified_at, a.module, a.role, u.email, u.names, u.last_names,
  (select coalesce(json_agg(json_build_object('id', x.id, 'module', x.module)), '[]'::json)
     from accounts x where x.user_id = u.id) as accounts
  from sessions s join accounts a on a.id = s.account_id join users u on u.id = a.user_id
  where s.token_hash = $1 and s.revoked_at is null limit 1`;

listenAndAnnounce(
  async (request, response) => {
    request.resume();
    const token = (request.headers.authorization ?? '').replace('Bearer ', '');
    const hash = createHash('sha256').update(token).digest('base64url');
    const { rows } = await pool.query({ name: 'lookup', text: LOOKUP, values: [hash] });
    response.writeHead(rows.length ? 200 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ token, user: rows[0] ?? null }));
  },
  { onClose: () => pool.end() },
);
