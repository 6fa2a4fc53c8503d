import { eq, like } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { ConfigError, loadConfig } from '../../config';
import { certificateHolderEmails, emailOutbox } from '../../db/schema/index';
import { startBackgroundJobs } from '../../jobs/background-jobs';
import { seedDemoRegisters } from '../../seeds/demo-registers';
import type { TestApp } from '../../test/app';
import { testConfig } from '../../test/config';
import { createSeededApp } from '../../test/demo';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { callerOf, NOW, newCertificate } from './testing';

// Decision 0087: HOLDER_REMINDERS switches the expiry-reminder job; off, no process reminds.
describe('HOLDER_REMINDERS and HOLDER_REMINDERS_MINUTES', () => {
  it('are on, every hour, with nothing set', () => {
    expect(loadConfig({}).reminders).toEqual({ enabled: true, intervalMs: 3_600_000 });
  });

  it('read false and 0 as off, true and 1 as on, and the minutes between passes', () => {
    for (const off of ['false', '0']) {
      expect(loadConfig({ HOLDER_REMINDERS: off }).reminders.enabled, off).toBe(false);
    }
    for (const on of ['true', '1']) {
      expect(loadConfig({ HOLDER_REMINDERS: on }).reminders.enabled, on).toBe(true);
    }
    expect(loadConfig({ HOLDER_REMINDERS_MINUTES: '5' }).reminders.intervalMs).toBe(300_000);
  });

  it('refuse anything else, naming the variable', () => {
    for (const env of [
      { HOLDER_REMINDERS: 'sí' },
      { HOLDER_REMINDERS_MINUTES: '0' },
      { HOLDER_REMINDERS_MINUTES: '1441' },
      { HOLDER_REMINDERS_MINUTES: 'cada hora' },
    ]) {
      const [name] = Object.keys(env);
      expect(() => loadConfig(env), name).toThrow(ConfigError);
      expect(() => loadConfig(env), name).toThrow(new RegExp(name ?? '-'));
    }
  });
});

/** The jobs as the API process starts them, every other switch off, the reminders' runs counted. */
async function startJobs(config: Config) {
  const app = Fastify({ logger: false });
  let passes = 0;
  const idle = async () => ({});
  startBackgroundJobs(app, {
    config,
    mail: { sendDue: async () => 0, onKick: () => {} },
    smtpConfigured: false,
    rates: { refresh: idle },
    detection: { run: idle },
    reconciliation: { runOnce: idle },
    webhooks: { runOnce: idle },
    reminders: {
      run: async () => {
        passes += 1;
        return 0;
      },
    },
    log: app.log,
  } as unknown as Parameters<typeof startBackgroundJobs>[1]);
  await app.ready();
  return { app, passes: () => passes };
}

describe('the reminders job in startBackgroundJobs', () => {
  it('never starts when the switch is off', async () => {
    const { app, passes } = await startJobs(testConfig());
    expect(testConfig().reminders.enabled).toBe(false);
    expect(passes()).toBe(0);
    await app.close();
    expect(passes()).toBe(0);
  });

  it('runs a pass at start when it is on, and stops with the app', async () => {
    const config = testConfig({ reminders: { enabled: true, intervalMs: 3_600_000 } });
    const { app, passes } = await startJobs(config);
    expect(passes()).toBe(1);
    await app.close();
    expect(passes()).toBe(1);
  });
});

/** The demo people, registers and lot, SMTP to `smtp`, at NOW, with the reminders as given. */
async function appWith(smtp: SmtpCapture, reminders: Config['reminders']): Promise<TestApp> {
  const t = await createSeededApp(() => NOW, {
    mail: { ...testConfig().mail, smtpUrl: smtp.url },
    reminders,
  });
  await t.database.db.transaction((tx) => seedDemoRegisters(tx));
  return t;
}

const reminded = (t: TestApp) =>
  t.database.db
    .select({ to: emailOutbox.recipient })
    .from(emailOutbox)
    .where(like(emailOutbox.subject, '%vence el%'));

/** Issues a certificate due in 16 days (NOW is 2026-06-15) whose holder gave `email`. */
async function issueDueSoon(t: TestApp, email: string) {
  const payload = newCertificate({ dni: '27444555', dueDate: '2026-07-01', holderEmail: email });
  const response = await callerOf(() => t)('director.vial.medicos', {
    method: 'POST',
    url: '/createCertifields',
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; serial: number };
}

describe('the built app', { timeout: 60_000 }, () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp?.close());

  it('with the switch off, sends the copy on issue and never a reminder', async () => {
    const t = await appWith(smtp, { enabled: false, intervalMs: 100 });
    try {
      const issued = await issueDueSoon(t, 'apagado@example.com');
      // The outbox sender ran (the copy arrived) while the reminder stayed unqueued.
      await smtp.waitFor('apagado@example.com', (m) => m.subject.includes('aptitud'), 10_000);
      expect(await reminded(t)).toEqual([]);
      const [holder] = await t.database.db
        .select({ remindedAt: certificateHolderEmails.remindedAt })
        .from(certificateHolderEmails)
        .where(eq(certificateHolderEmails.certificateId, issued.id));
      expect(holder).toEqual({ remindedAt: null });
    } finally {
      await t.close();
    }
  });

  it('with the switch on, reminds a holder due within 30 days by itself', async () => {
    const t = await appWith(smtp, { enabled: true, intervalMs: 100 });
    try {
      const issued = await issueDueSoon(t, 'encendido@example.com');
      const reminder = await smtp.waitFor(
        'encendido@example.com',
        (m) => m.subject.includes('vence'),
        15_000,
      );
      expect(reminder.subject).toBe(
        `Su certificado médico N.º ${issued.serial} vence el 01/07/2026`,
      );
      expect(await reminded(t)).toEqual([{ to: 'encendido@example.com' }]);
    } finally {
      await t.close();
    }
  });
});
