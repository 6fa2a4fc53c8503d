import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../adapters/mail/smtp';
import type { MailTransport } from '../../adapters/mail/types';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { FIRST_PAUSE_MS, startOutboxSender } from '../../jobs/outbox-sender';
import { openTestDatabase } from '../../test/database';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createMailService, type MailLog, SEND_LANES, serverUnreached } from './service';

const COUNT = 60;

let database: Database;
let capture: SmtpCapture;
let up: MailTransport;
/** An SMTP URL where nothing listens: a real refused connection, not a thrown stand-in. */
let down: MailTransport;
const quiet: MailLog = { info() {}, warn() {}, error() {} };

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('sin puerto');
  return address.port;
}

/** SMTP that is away until `back()`: sends go to the closed port, then to the capture. */
function switchableSmtp() {
  let reachable = false;
  let tries = 0;
  const transport: MailTransport = {
    async send(message) {
      tries += 1;
      await (reachable ? up : down).send(message);
    },
    close: async () => {},
  };
  return { transport, back: () => (reachable = true), tries: () => tries };
}

const message = (n: number) => ({
  to: `corte${n}@example.com`,
  subject: 'Aviso',
  text: `Aviso ${n}`,
  html: `<p>Aviso ${n}</p>`,
});

beforeAll(async () => {
  [database, capture] = await Promise.all([openTestDatabase(), startSmtpCapture()]);
  up = createSmtpTransport(capture.url);
  down = createSmtpTransport(`smtp://127.0.0.1:${await closedPort()}`);
});
afterAll(async () => {
  await Promise.all([up?.close(), down?.close()]);
  await capture?.close();
  await database?.close();
});

describe('SMTP outage', () => {
  it('a refused connection is no SMTP reply; a 4xx or 5xx reply is', async () => {
    const refused = await down
      .send({ ...message(0), from: 'a@b.c' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: expect.any(String) });
    expect(serverUnreached(refused)).toBe(true);
    expect(serverUnreached(Object.assign(new Error('451'), { responseCode: 451 }))).toBe(false);
  });

  it('messages tried while SMTP is away spend no attempt and stay due', async () => {
    await database.db.delete(emailOutbox);
    const mail = createMailService({ db: database.db, transport: down, from: 'a@b.c', log: quiet });
    for (let n = 0; n < 6; n += 1) await mail.enqueue(message(n));
    const run = await mail.sendDue(20);
    expect(run.sent + run.failed).toBe(0);
    expect(run.unreached).toBeGreaterThan(0);
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.every((row) => row.attempts === 0 && row.status === 'pending')).toBe(true);
    expect(rows.every((row) => row.nextAttemptAt.getTime() <= Date.now())).toBe(true);
    expect(rows.some((row) => row.lastError?.includes('ECONNREFUSED'))).toBe(true);
  });

  it('the sender pauses through an outage, ignores kicks, and drains soon after SMTP returns', async () => {
    await database.db.delete(emailOutbox);
    capture.messages.length = 0;
    const smtp = switchableSmtp();
    const mail = createMailService({
      db: database.db,
      transport: smtp.transport,
      from: 'a@b.c',
      log: quiet,
    });
    const sender = startOutboxSender({ mail, intervalMs: 60_000, log: quiet });
    try {
      // 60 requests enqueue (and kick) during the outage.
      const started = Date.now();
      for (let n = 0; n < COUNT; n += 1) {
        await mail.enqueue(message(n));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Kicks did not each make a run: only the probes, at 0, 1, 3, 7 ... s, reached for SMTP.
      const probes = 2 + Math.log2(1 + (Date.now() - started) / FIRST_PAUSE_MS);
      expect(smtp.tries()).toBeLessThanOrEqual(SEND_LANES * Math.floor(probes));
      smtp.back();
      // The pauses double (probes at 0, 1, 3, 7 ... s): the next probe comes at most the outage's
      // length plus a first pause after SMTP returns, longer when busy cores slowed the enqueues
      // (5 s of slack ran out beside the browser journeys on a slower two-core machine).
      const outage = Date.now() - started;
      await capture.waitFor(
        `corte${COUNT - 1}@example.com`,
        undefined,
        outage + FIRST_PAUSE_MS + 20_000,
      );
      const outbox = () => database.db.select().from(emailOutbox);
      const sentCount = async () => (await outbox()).filter((row) => row.status === 'sent').length;
      await expect.poll(sentCount, { timeout: 20_000 }).toBe(COUNT);
      expect((await outbox()).every((row) => row.attempts === 0)).toBe(true);
    } finally {
      await sender.stop();
    }
  });
});
