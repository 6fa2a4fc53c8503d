import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, lastCodeFor, postLogin, signIn } from '../../test/auth';
import { createSeededApp, DEMO_PASSWORD, testClock } from '../../test/demo';
import { solvedCaptcha } from '../captcha/testing';

const clock = testClock();
const COMMON_SAMPLES = [
  'qwerty1234',
  'password123',
  'QWERTY1234',
  'jasmine2',
  'dalmatio',
  'bologna1',
  'contraseña123',
];
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp(clock.now);
});
afterAll(() => t.close());

const at = () => clock.now().getTime();
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const hashOf = async (email: string) =>
  (
    await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email))
  )[0]?.hash;

async function recoveryProof(email: string): Promise<string> {
  const altcha = await solvedCaptcha(t);
  expect((await post('/api/auth/forgetPassword', { email, altcha })).statusCode).toBe(200);
  const otp = await lastCodeFor(t.database, email);
  const verified = await post('/api/auth/verify-otp-email', { email, otp, type: 'recovery' });
  expect(verified.statusCode).toBe(200);
  return verified.json().data.resetToken;
}

describe('forgotten password', () => {
  it('answers 404 with the Spanish message for an unknown e-mail', async () => {
    const altcha = await solvedCaptcha(t);
    const response = await post('/api/auth/forgetPassword', {
      email: 'nadie@aptovial.test',
      altcha,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No existe un usuario registrado con ese correo');
    const find = await post('/api/auth/find-email-user-info-INTT', {
      email: 'admin.medicos@aptovial.test',
      altcha: await solvedCaptcha(t),
    });
    expect(find.statusCode).toBe(404);
  });

  it('resets through the e-mailed code, ends every session and e-mails a notice', async () => {
    const email = 'presidente.enfermeras@aptovial.test';
    const session = await signIn(t.app, t.database, 'colegio', email, DEMO_PASSWORD, at());
    clock.advance(61_000);
    const resetToken = await recoveryProof(email);
    const changed = await post('/api/auth/change-password-logout', {
      email,
      resetToken,
      newPassword: 'Mi-Nueva-Clave-2026',
      newConfirmPassword: 'Mi-Nueva-Clave-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await post('/api/auth/check-auth', { token: session })).statusCode).toBe(401);
    expect((await postLogin(t.app, 'colegio', email, DEMO_PASSWORD, at())).statusCode).toBe(401);
    expect((await postLogin(t.app, 'colegio', email, 'Mi-Nueva-Clave-2026', at())).statusCode).toBe(
      200,
    );
    const notices = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, email));
    expect(
      notices.some((mail) => /contraseña/i.test(mail.subject) && !/\d{6}/.test(mail.subject)),
    ).toBe(true);
    // The proof works once.
    const reuse = await post('/api/auth/change-password-logout', {
      email,
      resetToken,
      newPassword: 'Otra-Clave-Nueva-1',
      newConfirmPassword: 'Otra-Clave-Nueva-1',
    });
    expect(reuse.json().error).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses a reset without a verified code, or after 15 minutes, writing nothing', async () => {
    const email = 'directiva.enfermeras@aptovial.test';
    const before = await hashOf(email);
    const guessed = await post('/api/auth/change-password-logout', {
      email,
      resetToken: 'a'.repeat(43),
      newPassword: 'Mi-Nueva-Clave-2026',
      newConfirmPassword: 'Mi-Nueva-Clave-2026',
    });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().error).toBe('RESET_TOKEN_INVALID');
    const resetToken = await recoveryProof(email);
    clock.advance(16 * 60_000);
    const late = await post('/api/auth/change-password-logout', {
      email,
      resetToken,
      newPassword: 'Mi-Nueva-Clave-2026',
      newConfirmPassword: 'Mi-Nueva-Clave-2026',
    });
    expect(late.json().error).toBe('RESET_TOKEN_INVALID');
    expect(await hashOf(email)).toBe(before);
  });

  it('refuses common passwords and mismatched confirmations', async () => {
    const email = 'director.vial.medicos@aptovial.test';
    const resetToken = await recoveryProof(email);
    // From the top 10,000 (its head and tail, any case) and the local list (decision 0050).
    for (const newPassword of COMMON_SAMPLES) {
      const common = await post('/api/auth/change-password-logout', {
        email,
        resetToken,
        newPassword,
        newConfirmPassword: newPassword,
      });
      expect(common.statusCode, newPassword).toBe(400);
      expect(common.json().error).toBe('PASSWORD_TOO_COMMON');
    }
    const mismatch = await post('/api/auth/change-password-logout', {
      email,
      resetToken,
      newPassword: 'Mi-Nueva-Clave-2026',
      newConfirmPassword: 'Mi-Nueva-Clave-2027',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([
      { field: 'newConfirmPassword', message: 'Las contraseñas no coinciden' },
    ]);
    const short = await post('/api/auth/change-password-logout', {
      email,
      resetToken,
      newPassword: 'abc',
      newConfirmPassword: 'abc',
    });
    expect(short.json().errors[0].field).toBe('newPassword');
  });
});

describe('change password while signed in', () => {
  it('needs the old password, keeps this session and ends the others', async () => {
    const email = 'admin.vial@aptovial.test';
    const first = await signIn(t.app, t.database, 'medicVial', email, DEMO_PASSWORD, at());
    clock.advance(61_000);
    const second = await signIn(t.app, t.database, 'medicVial', email, DEMO_PASSWORD, at());
    const wrong = await post(
      '/api/credentialMedic/change-password',
      {
        email,
        oldPassword: 'no-es-esta-clave',
        newPassword: 'Clave-Vial-Segura-9',
        newConfirmPassword: 'Clave-Vial-Segura-9',
      },
      second,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('WRONG_PASSWORD');
    for (const newPassword of COMMON_SAMPLES) {
      const common = await post(
        '/api/credentialMedic/change-password',
        { email, oldPassword: DEMO_PASSWORD, newPassword, newConfirmPassword: newPassword },
        second,
      );
      expect(common.json().error, newPassword).toBe('PASSWORD_TOO_COMMON');
    }
    const ok = await post(
      '/api/credentialMedic/change-password',
      {
        email,
        oldPassword: DEMO_PASSWORD,
        newPassword: 'Clave-Vial-Segura-9',
        newConfirmPassword: 'Clave-Vial-Segura-9',
      },
      second,
    );
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/check-auth', { token: second })).statusCode).toBe(200);
    expect((await post('/api/auth/check-auth', { token: first })).statusCode).toBe(401);
  });
});
