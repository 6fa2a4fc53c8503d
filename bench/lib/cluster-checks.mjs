import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * What must hold with several processes: a public limit counted once for all of them (Redis),
 * and every queued e-mail sent exactly once (the outbox sender's SKIP LOCKED lease).
 */

/** `calls` requests to a limited public route through the balancer: how many were let through. */
export async function limitAcrossProcesses(url, calls) {
  const statuses = { ok: 0, limited: 0, other: 0 };
  for (let i = 0; i < calls; i += 1) {
    const response = await fetch(`${url}/api/certifields/keys`);
    await response.arrayBuffer();
    if (response.ok) statuses.ok += 1;
    else if (response.status === 429) statuses.limited += 1;
    else statuses.other += 1;
  }
  return statuses;
}

/**
 * Queues `count` e-mails straight into the outbox and waits until every one is sent; answers how
 * many the SMTP catcher received of each (every count must be 1).
 */
export async function outboxOnce({ databaseUrl, mail, count, runId, timeoutMs = 120_000 }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const prefix = `Prueba de envío ${runId} #`;
  try {
    await client.query(
      `insert into email_outbox (recipient, subject, text_body, html_body)
       select 'destino' || g || '@bench.test', $1 || g, 'Texto de prueba', '<p>Texto de prueba</p>'
         from generate_series(1, $2::int) as g`,
      [prefix, count],
    );
    const started = Date.now();
    const deadline = started + timeoutMs;
    let pending = count;
    while (pending > 0 && Date.now() < deadline) {
      await sleep(250);
      const { rows } = await client.query(
        `select count(*)::int as n from email_outbox where subject like $1 and status <> 'sent'`,
        [`${prefix}%`],
      );
      pending = rows[0].n;
    }
    const seconds = (Date.now() - started) / 1000;
    const received = new Map();
    for (const subject of mail.subjects().filter((s) => s.startsWith(prefix))) {
      received.set(subject, (received.get(subject) ?? 0) + 1);
    }
    const twice = [...received.values()].filter((n) => n > 1).length;
    return { queued: count, pending, received: received.size, twice, seconds };
  } finally {
    await client.end();
  }
}
