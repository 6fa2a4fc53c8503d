import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits (up to 3 minutes) until the e-mails to those applicants (acknowledged-writes.mjs: a
 * request is known by its e-mail) are all sent.
 */
export async function outboxCatchUp(db, emails, timeoutMs = 180_000) {
  const started = Date.now();
  let pending = -1;
  while (Date.now() - started < timeoutMs) {
    const { rows } = await db.query(
      `select count(*)::int as n from email_outbox o
        where o.recipient = any($1::text[]) and o.status <> 'sent'`,
      [emails],
    );
    pending = rows[0].n;
    if (pending === 0) break;
    await sleep(1_000);
  }
  return { pending, seconds: (Date.now() - started) / 1000 };
}
