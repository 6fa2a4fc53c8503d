import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaSolutions, emailOutbox, otpCodes } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { countRows } from '../../test/rows';
import { expiredCaptcha, solvedCaptcha } from '../captcha/testing';

/** The public recovery forms carry the ALTCHA challenge (decision 0021). */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const written = () =>
  countRows(t.database.db, {
    codes: otpCodes,
    emails: emailOutbox,
    solutions: captchaSolutions,
  });

/** A 400 with the code, and not a row more: no code, no e-mail, no spent solution. */
async function expectRefused(url: string, payload: object, code: string) {
  const before = await written();
  const response = await post(url, payload);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toBe(code);
  expect(await written()).toEqual(before);
}

const PREFIXES = ['/api/auth', '/api/authINTT', '/api/credentialMedic'];
const EMAIL = 'presidente.enfermeras@aptovial.test';

describe('forgetPassword requires a solved challenge', () => {
  it.each(PREFIXES)('%s: missing → CAPTCHA_REQUIRED, nothing written', async (prefix) => {
    const url = `${prefix}/forgetPassword`;
    await expectRefused(url, { email: 'admin.vial@aptovial.test' }, 'CAPTCHA_REQUIRED');
  });

  it('refuses an empty, malformed, oversized, wrong or expired solution', async () => {
    const url = '/api/auth/forgetPassword';
    const good = JSON.parse(Buffer.from(await solvedCaptcha(t), 'base64').toString('utf8'));
    good.solution.derivedKey = 'ff'.repeat(32);
    const wrong = Buffer.from(JSON.stringify(good)).toString('base64');
    await expectRefused(url, { email: EMAIL, altcha: '' }, 'CAPTCHA_REQUIRED');
    await expectRefused(url, { email: EMAIL, altcha: 'bm90IGpzb24=' }, 'CAPTCHA_INVALID');
    await expectRefused(url, { email: EMAIL, altcha: 'x'.repeat(5000) }, 'CAPTCHA_INVALID');
    await expectRefused(url, { email: EMAIL, altcha: wrong }, 'CAPTCHA_INVALID');
    await expectRefused(url, { email: EMAIL, altcha: await expiredCaptcha(t) }, 'CAPTCHA_EXPIRED');
  });

  it('names every bad field when the e-mail is bad too', async () => {
    const response = await post('/api/auth/forgetPassword', { email: 'no-es-un-correo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('VALIDATION_ERROR');
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields.sort()).toEqual(['altcha', 'email']);
  });

  it('checks the challenge before the account: an unknown e-mail still spends one', async () => {
    const url = '/api/auth/forgetPassword';
    await expectRefused(url, { email: 'nadie@aptovial.test' }, 'CAPTCHA_REQUIRED');
    const unknown = await post(url, {
      email: 'nadie@aptovial.test',
      altcha: await solvedCaptcha(t),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('accepts a solution once: the replay is CAPTCHA_REUSED and e-mails nothing', async () => {
    const url = '/api/credentialMedic/forgetPassword';
    const altcha = await solvedCaptcha(t);
    const first = await post(url, { email: 'admin.vial@aptovial.test', altcha });
    expect(first.statusCode, first.body).toBe(200);
    // The code's e-mail is urgent: it leaves before any queued notice (mail/repo.ts).
    const [queued] = await t.database.db
      .select({ priority: emailOutbox.priority })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'admin.vial@aptovial.test'))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(queued?.priority).toBe(0);
    await expectRefused(url, { email: 'admin.medicos@aptovial.test', altcha }, 'CAPTCHA_REUSED');
  });
});

describe('resend-otp-email of a recovery code requires one as well', () => {
  it.each(PREFIXES)('%s: missing → CAPTCHA_REQUIRED, solved → a new code', async (prefix) => {
    const url = `${prefix}/resend-otp-email`;
    const email = 'admin.intt@aptovial.test';
    await expectRefused(url, { email, type: 'recovery' }, 'CAPTCHA_REQUIRED');
    if (prefix !== '/api/authINTT') return; // one account, one code a minute: one is enough
    const sent = await post(url, { email, type: 'recovery', altcha: await solvedCaptcha(t) });
    expect(sent.statusCode, sent.body).toBe(200);
  });
});
