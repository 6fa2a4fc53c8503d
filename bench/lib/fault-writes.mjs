import { setTimeout as sleep } from 'node:timers/promises';

/** Every acknowledged request in the database, each with its e-mail in the outbox. */
export async function checkWrites(db, ids) {
  const { rows } = await db.query(
    `select count(*)::int as found,
            count(*) filter (where exists (
              select 1 from email_outbox o where o.recipient = r.email))::int as mailed
       from pre_registrations r where r.id = any($1::bigint[])`,
    [ids],
  );
  return { acknowledged: ids.length, ...rows[0] };
}

/** Waits (up to 3 minutes) until the e-mails of those requests are all sent. */
export async function outboxCatchUp(db, ids, timeoutMs = 180_000) {
  const started = Date.now();
  let pending = -1;
  while (Date.now() - started < timeoutMs) {
    const { rows } = await db.query(
      `select count(*)::int as n from email_outbox o join pre_registrations r on r.email = o.recipient
        where r.id = any($1::bigint[]) and o.status <> 'sent'`,
      [ids],
    );
    pending = rows[0].n;
    if (pending === 0) break;
    await sleep(1_000);
  }
  return { pending, seconds: (Date.now() - started) / 1000 };
}
