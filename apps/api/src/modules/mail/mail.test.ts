import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../adapters/mail/smtp';
import { otpCodeEmail } from '../../adapters/mail/templates';
import type { EmailMessage, MailTransport } from '../../adapters/mail/types';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { startOutboxSender } from '../../jobs/outbox-sender';
import { openTestDatabase } from '../../test/database';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createMailService, type MailLog, retryDelayMs, SEND_LANES } from './service';

const FROM = 'AptoVial <no-responder@aptovial.local>';
let database: Database;
let capture: SmtpCapture;
let transport: MailTransport;
let now: Date;
const clock = () => now;

type LogEntry = { level: 'info' | 'warn' | 'error'; obj: object; msg: string };
function recordingLog(): MailLog & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (obj, msg) => entries.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => entries.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => entries.push({ level: 'error', obj, msg }),
  };
}

const codeEmail = (to: string, code = '482913'): EmailMessage => ({
  to,
  ...otpCodeEmail({ names: 'Ana Pérez', code, purpose: 'login', minutes: 10 }),
});

const mailService = (
  log: MailLog = recordingLog(),
  mailer: MailTransport | undefined = transport,
) => createMailService({ db: database.db, transport: mailer, from: FROM, log, clock });

const outboxRow = async (id: number) => {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
};

const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  [database, capture] = await Promise.all([openTestDatabase(), startSmtpCapture()]);
  transport = createSmtpTransport(capture.url);
});
afterAll(async () => {
  await transport?.close();
  await capture?.close();
  await database?.close();
});
beforeEach(async () => {
  now = new Date('2025-03-05T12:00:00Z');
  capture.messages.length = 0;
  capture.failNext(0);
  await database.db.delete(emailOutbox);
});

describe('outbox delivery over SMTP', () => {
  it('enqueue only stores; sendDue delivers text and HTML and marks the row sent', async () => {
    const log = recordingLog();
    const mail = mailService(log);
    const id = await mail.enqueue(codeEmail('ana@example.com'));
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(capture.messages).toHaveLength(0);

    expect(await mail.sendDue()).toEqual({ sent: 1, failed: 0, unreached: 0 });
    const [received] = capture.messages;
    expect(received?.to).toBe('ana@example.com');
    expect(received?.subject).toBe('Su código de verificación de AptoVial');
    expect(received?.text).toContain('482913');
    expect(received?.html).toContain('482913');
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', sentAt: now, lastError: null });
    // With SMTP configured the code never reaches the log.
    expect(JSON.stringify(log.entries)).not.toContain('482913');
  });

  it('takes a one-time code before every queued notice, then the notices oldest first', async () => {
    const mail = mailService();
    const notice = (n: number): EmailMessage => ({
      to: `aspirante${n}@example.com`,
      subject: `Recibo ${n}`,
      text: 'Recibo',
      html: '<p>Recibo</p>',
    });
    for (const n of [1, 2, 3]) await mail.enqueue(notice(n));
    await mail.enqueue({ ...codeEmail('medico@example.com'), urgent: true });
    await mail.enqueue(notice(4));
    // One at a time: the order of claiming (several lanes may finish out of it).
    for (let n = 0; n < 5; n += 1)
      expect(await mail.sendDue(1)).toEqual({ sent: 1, failed: 0, unreached: 0 });
    expect(capture.messages.map((message) => message.to)).toEqual([
      'medico@example.com',
      'aspirante1@example.com',
      'aspirante2@example.com',
      'aspirante3@example.com',
      'aspirante4@example.com',
    ]);
  });

  it('a message enqueued in a transaction exists only if the transaction commits', async () => {
    const mail = mailService();
    const rolledBack = database.db.transaction(async (tx) => {
      await mail.enqueue(codeEmail('rollback@example.com'), tx);
      throw new Error('la operación falló después de encolar');
    });
    await expect(rolledBack).rejects.toThrow('la operación falló');
    const committedId = await database.db.transaction((tx) =>
      mail.enqueue(codeEmail('commit@example.com'), tx),
    );
    const rows = await database.db.select({ to: emailOutbox.recipient }).from(emailOutbox);
    expect(rows).toEqual([{ to: 'commit@example.com' }]);
    expect(await outboxRow(committedId)).toMatchObject({ status: 'pending' });
  });

  it('a refused message is retried after a growing delay, then delivered', async () => {
    const log = recordingLog();
    const mail = mailService(log);
    const id = await mail.enqueue(codeEmail('retry@example.com'));
    capture.failNext(2, 451);

    expect(await mail.sendDue()).toEqual({ sent: 0, failed: 1, unreached: 0 });
    const first = await outboxRow(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first?.nextAttemptAt).toEqual(new Date(now.getTime() + 30_000));
    expect(first?.lastError).toContain('451');
    expect(first?.lastError).not.toContain('482913');
    expect(log.entries.map((entry) => entry.level)).toEqual(['warn']);

    later(29_000);
    expect(await mail.sendDue()).toEqual({ sent: 0, failed: 0, unreached: 0 });
    later(1000);
    expect(await mail.sendDue()).toEqual({ sent: 0, failed: 1, unreached: 0 });
    expect((await outboxRow(id))?.nextAttemptAt).toEqual(new Date(now.getTime() + 60_000));

    later(60_000);
    expect(await mail.sendDue()).toEqual({ sent: 1, failed: 0, unreached: 0 });
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(capture.messages.map((message) => message.to)).toEqual(['retry@example.com']);
  });

  it('backs off 30 s, 1 min, 2 min ... up to one hour', () => {
    expect([1, 2, 3, 4, 7, 8, 9].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('after 10 failed attempts the message is marked failed and left alone', async () => {
    const log = recordingLog();
    const mail = mailService(log);
    const id = await mail.enqueue(codeEmail('never@example.com'));
    capture.failNext(10, 550);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(await mail.sendDue()).toEqual({ sent: 0, failed: 1, unreached: 0 });
      later(3_600_000);
    }
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 10 });
    expect(log.entries.at(-1)?.level).toBe('error');
    expect(await mail.sendDue()).toEqual({ sent: 0, failed: 0, unreached: 0 });
    expect(capture.messages).toHaveLength(0);
  });

  it('sends several e-mails at once over kept-open connections, each once', async () => {
    let inFlight = 0;
    let most = 0;
    // The first sends wait until every lane has one in flight (or 2 s pass): on a fast server a
    // lane could otherwise finish before the last one starts, and the count would say nothing.
    let allLanesBusy: () => void = () => {};
    const lanesBusy = new Promise<void>((resolve) => {
      allLanesBusy = resolve;
    });
    const counting: MailTransport = {
      async send(message) {
        inFlight += 1;
        most = Math.max(most, inFlight);
        if (inFlight === SEND_LANES) allLanesBusy();
        try {
          await Promise.race([lanesBusy, new Promise((resolve) => setTimeout(resolve, 2_000))]);
          await transport.send(message);
        } finally {
          inFlight -= 1;
        }
      },
      close: async () => {},
    };
    const mail = mailService(recordingLog(), counting);
    for (let n = 0; n < 12; n += 1) await mail.enqueue(codeEmail(`persona${n}@example.com`));
    expect(await mail.sendDue(20)).toEqual({ sent: 12, failed: 0, unreached: 0 });
    expect(most).toBe(SEND_LANES);
    const recipients = capture.messages.map((message) => message.to).sort();
    expect(new Set(recipients).size).toBe(12);
    expect(recipients).toHaveLength(12);
  });

  it('stops a run at the first refusal: the rest of the queue spends no attempt', async () => {
    const mail = mailService();
    const ids = [];
    for (let n = 0; n < 10; n += 1) ids.push(await mail.enqueue(codeEmail(`cola${n}@example.com`)));
    capture.failNext(10);
    const { sent, failed } = await mail.sendDue(20);
    expect(sent).toBe(0);
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThanOrEqual(SEND_LANES);
    const rows = await Promise.all(ids.map(outboxRow));
    const untouched = rows.filter((row) => row?.attempts === 0 && row.status === 'pending');
    expect(untouched).toHaveLength(10 - failed);
  });

  it('two senders at once deliver each message exactly once', async () => {
    const recipients = Array.from({ length: 6 }, (_, i) => `persona${i}@example.com`);
    const mail = mailService();
    for (const to of recipients) await mail.enqueue(codeEmail(to));
    const results = await Promise.all([mailService().sendDue(), mailService().sendDue()]);
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(6);
    expect(capture.messages.map((message) => message.to).sort()).toEqual(recipients.sort());
    const statuses = await database.db.select({ status: emailOutbox.status }).from(emailOutbox);
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });
});

describe('outbox-only mode (no SMTP_URL)', () => {
  it('logs the message text for a newcomer and sends nothing', async () => {
    const log = recordingLog();
    const mail = createMailService({
      db: database.db,
      transport: undefined,
      from: FROM,
      log,
      clock,
    });
    const id = await mail.enqueue(codeEmail('nuevo@example.com', '777123'));
    expect(log.entries).toEqual([
      {
        level: 'info',
        obj: expect.objectContaining({
          to: 'nuevo@example.com',
          text: expect.stringContaining('777123'),
        }),
        msg: 'correo guardado en la bandeja de salida (sin SMTP_URL)',
      },
    ]);
    expect(await mail.sendDue()).toEqual({ sent: 0, failed: 0, unreached: 0 });
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(capture.messages).toHaveLength(0);
  });
});

describe('outbox sender job', () => {
  it('delivers soon after a kick, without waiting for the interval', async () => {
    const log = recordingLog();
    const mail = mailService(log);
    const sender = startOutboxSender({ mail, intervalMs: 60_000, log });
    try {
      await database.db.transaction((tx) =>
        mail.enqueue(codeEmail('kick@example.com', '111222'), tx),
      );
      mail.kick();
      expect((await capture.waitFor('kick@example.com', undefined, 3000)).text).toContain('111222');
      // Without a transaction, enqueue kicks the sender itself.
      await mail.enqueue(codeEmail('solo@example.com', '333444'));
      expect((await capture.waitFor('solo@example.com', undefined, 3000)).text).toContain('333444');
    } finally {
      await sender.stop();
    }
    expect(log.entries.filter((entry) => entry.level !== 'info')).toEqual([]);
  });
});
