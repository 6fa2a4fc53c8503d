import { PassThrough } from 'node:stream';
import { readRecoveryAddress, routePaths } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { postLogin, prefixes } from '../../test/auth';
import { testConfig } from '../../test/config';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { solvedCaptcha } from '../captcha/testing';
import { runFirstAdmin } from './first-admin-run';

// docs/decisions/0075: with SMTP the console e-mails the way in (through the outbox) and prints no
// link; the person opens the link, whose page sends the recovery code for the module and e-mail
// it carries, chooses a password and signs in.

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    mail: { ...testConfig().mail, smtpUrl: smtp.url },
    rateLimit: { ...testConfig().rateLimit, publicPerMinute: 1000, loginPerMinute: 1000 },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const EMAIL = 'primera.admin@ejemplo.ve';
const PUBLIC_URL = 'https://aptovial.example.ve';

describe('the first Admin with SMTP', () => {
  it('e-mails the recovery link, prints none, and the person chooses the password', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runFirstAdmin({
      args: ['--module', 'medico', '--email', EMAIL, '--name', 'Elena', '--last-name', 'Salas'],
      // The cédula is typed at the terminal, the rest came as flags.
      terminal: answering(['V-15222333']),
      print: (line) => out.push(line),
      warn: (line) => err.push(line),
      settings: {
        ...testConfig(),
        publicUrl: PUBLIC_URL,
        mail: { ...testConfig().mail, smtpUrl: smtp.url },
      },
      // The app's database: it stays open for the person's turn below.
      open: async () => ({ ...t.database, close: async () => {} }),
    });
    expect(code, err.join('\n')).toBe(0);
    const printed = out.join('\n');
    expect(printed).toContain(`Se envió a ${EMAIL} el correo`);
    expect(printed).not.toContain(routePaths.recoveryAccount);

    const welcome = await smtp.waitFor(EMAIL);
    expect(welcome.subject).toBe('Se le dio acceso a AptoVial');
    expect(welcome.text).toContain('Colegio de Médicos');
    const links = welcome.text.match(/https:\/\/\S+/g) ?? [];
    expect(links).toEqual([
      `${PUBLIC_URL}/Recuperar-contrasena?modulo=colegio&correo=primera.admin%40ejemplo.ve`,
    ]);

    // The link's page: the module and e-mail it carries are what its button sends.
    const link = new URL(links[0] ?? '');
    expect(link.pathname).toBe(routePaths.recoveryAccount);
    const { mode, email } = readRecoveryAddress(link.searchParams);
    expect({ mode, email }).toEqual({ mode: 'colegio', email: EMAIL });
    if (mode === null) throw new Error('the link names no module');
    const prefix = prefixes[mode];
    const asked = await t.app.inject({
      method: 'POST',
      url: `${prefix}/forgetPassword`,
      payload: { email, altcha: await solvedCaptcha(t) },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const codeMail = await smtp.waitFor(EMAIL);
    const otp = codeMail.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const proof = await t.app.inject({
      method: 'POST',
      url: `${prefix}/verify-otp-email`,
      payload: { email: EMAIL, otp, type: 'recovery' },
    });
    expect(proof.statusCode, proof.body).toBe(200);
    const password = 'Primera-Admin-2026';
    const reset = await t.app.inject({
      method: 'POST',
      url: `${prefix}/change-password-logout`,
      payload: {
        email: EMAIL,
        resetToken: proof.json().data.resetToken,
        newPassword: password,
        newConfirmPassword: password,
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await postLogin(t.app, 'colegio', EMAIL, password);
    expect(login.statusCode, login.body).toBe(200);
    const [created] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'account_created'));
    expect(created).toMatchObject({ ip: 'consola', accountId: null });
  });
});

/** A terminal whose person types `answers`, one per question, as the questions come. */
function answering(answers: string[]) {
  const input = new PassThrough();
  const output = new PassThrough();
  const left = [...answers];
  output.on('data', (chunk: Buffer) => {
    if (chunk.toString().endsWith(': ')) input.write(`${left.shift() ?? ''}\n`);
  });
  return { input, output, interactive: true };
}
