import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../adapters/mail/smtp';
import { otpCodeEmail } from '../../adapters/mail/templates';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { testConfig } from '../../test/config';
import { openTestDatabase } from '../../test/database';
import { seedDemo } from '../../test/demo';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { solvedCaptcha } from '../captcha/testing';
import { createMailService } from './service';

let smtp: SmtpCapture;
let t: TestApp;
/** The outbox of the sender tests: no app's own sender takes its rows meanwhile. */
let own: Database;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ mail: { ...testConfig().mail, smtpUrl: smtp.url } });
  own = await openTestDatabase();
  await seedDemo(t.database);
});
afterAll(async () => {
  await t.close();
  await own.close();
  await smtp.close();
});

const rowsTo = (database: Database, to: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to));

/** The sender marks the row after SMTP accepted it: read it once it says so. */
async function sentRowsTo(to: string, database = t.database) {
  for (let tries = 0; tries < 200; tries += 1) {
    const rows = await rowsTo(database, to);
    if (rows.length > 0 && rows.every((row) => row.status === 'sent')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the outbox never marked the e-mails to ${to} sent`);
}

// Decision 0051: a one-time code sat in plain text in email_outbox (and so in the WAL) after it
// was sent, where a copy of the data folder read it.
describe('a sent code is not kept in the outbox', () => {
  it('sends the recovery code, then keeps the envelope without its text', async () => {
    const email = 'admin.vial@aptovial.test';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/credentialMedic/forgetPassword',
      payload: { email, altcha: await solvedCaptcha(t) },
    });
    expect(response.statusCode).toBe(200);
    const message = await smtp.waitFor(email);
    const code = message.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const [row, ...more] = await sentRowsTo(email);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'sent', textBody: '', htmlBody: '', priority: 0 });
    expect(row?.subject).toBe(message.subject);
    expect(JSON.stringify(row)).not.toContain(String(code));
  });

  it('keeps the text while SMTP refuses it, so the retry sends it; drops it once sent', async () => {
    const db = own.db;
    let now = new Date('2026-11-28T12:00:00Z');
    const transport = createSmtpTransport(smtp.url);
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const mail = createMailService({
      db,
      transport,
      from: 'x@aptovial.test',
      log,
      clock: () => now,
    });
    try {
      const to = 'reintento@aptovial.test';
      const email = otpCodeEmail({ names: 'Ana', code: '604172', purpose: 'login', minutes: 10 });
      const id = await mail.enqueue({ to, ...email, urgent: true });
      const row = async () =>
        (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
      smtp.failNext(1, 451);
      expect(await mail.sendDue()).toMatchObject({ sent: 0, failed: 1 });
      expect((await row())?.textBody).toContain('604172');

      now = new Date(now.getTime() + 60 * 60_000);
      expect(await mail.sendDue()).toMatchObject({ sent: 1 });
      expect((await smtp.waitFor(to)).text).toContain('604172');
      expect(await row()).toMatchObject({ status: 'sent', textBody: '', htmlBody: '' });
    } finally {
      await transport.close();
    }
  });

  it('keeps the text of a notice, which is no secret', async () => {
    const db = own.db;
    const transport = createSmtpTransport(smtp.url);
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const mail = createMailService({ db, transport, from: 'x@aptovial.test', log });
    try {
      const to = 'aviso@aptovial.test';
      await mail.enqueue({
        to,
        subject: 'Aviso',
        text: 'Operativo el lunes',
        html: '<p>Operativo</p>',
      });
      await mail.sendDue();
      await smtp.waitFor(to);
      const [row] = await sentRowsTo(to, own);
      expect(row).toMatchObject({ status: 'sent', textBody: 'Operativo el lunes' });
    } finally {
      await transport.close();
    }
  });
});
