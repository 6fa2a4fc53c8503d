import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, postLogin } from '../../test/auth';
import { testConfig } from '../../test/config';
import { DEMO_PASSWORD, seedDemo } from '../../test/demo';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { solvedCaptcha } from '../captcha/testing';

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ mail: { ...testConfig().mail, smtpUrl: smtp.url } });
  await seedDemo(t.database);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('one-time codes by real SMTP', () => {
  it('delivers the login code in Spanish, in text and HTML, and it signs the person in', async () => {
    const email = 'admin.intt@aptovial.test';
    const token = (await postLogin(t.app, 'INTT', email, DEMO_PASSWORD)).json().data.token;
    await t.app.inject({
      method: 'POST',
      url: '/api/authINTT/accept-terms',
      headers: bearer(token),
      payload: { email },
    });
    const message = await smtp.waitFor(email);
    expect(message.subject).toMatch(/código/i);
    const otp = message.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(message.html).toContain(otp);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/authINTT/verify-otp-email',
      headers: bearer(token),
      payload: { email, otp },
    });
    expect(verified.json().data.step).toBe('ready');
  });

  it('answers a code request at once while SMTP refuses (the outbox retries it later)', async () => {
    smtp.failNext(1);
    const email = 'admin.vial@aptovial.test';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/credentialMedic/forgetPassword',
      payload: { email, altcha: await solvedCaptcha(t) },
    });
    expect(response.statusCode).toBe(200);
    expect(smtp.messages.some((m) => m.to === email)).toBe(false);
  });
});
