import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, sessions } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import {
  bearer,
  lastCodeFor,
  loginKey,
  postLogin,
  type prefixes,
  seal,
  signIn,
} from '../../test/auth';
import { createSeededApp, DEMO_PASSWORD, testClock } from '../../test/demo';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp(clock.now);
});
afterAll(() => t.close());

const sessionCount = async () => (await t.database.db.select({ n: count() }).from(sessions))[0]?.n;
const login = (scope: keyof typeof prefixes, email: string, password = DEMO_PASSWORD) =>
  postLogin(t.app, scope, email, password, clock.now().getTime());

describe('login', () => {
  it('publishes an RSA-OAEP public key', async () => {
    const key = await loginKey(t.app);
    expect(key.algorithm).toBe('RSA-OAEP-256');
    expect(key.kid).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it('refuses plaintext and stale credentials, writing nothing', async () => {
    const before = await sessionCount();
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin.medicos@aptovial.test', password: 'AptoVial-Demo-2026-plain' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error).toBe('CREDENTIALS_NOT_ENCRYPTED');
    const key = await loginKey(t.app);
    const old = clock.now().getTime() - 10 * 60_000;
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: seal(key, 'admin.medicos@aptovial.test', old),
        password: seal(key, DEMO_PASSWORD, old),
      },
    });
    expect(stale.json().error).toBe('CREDENTIALS_NOT_ENCRYPTED');
    expect(await sessionCount()).toBe(before);
  });

  it('answers wrong password and unknown e-mail alike, with no session', async () => {
    const before = await sessionCount();
    const wrong = await login('colegio', 'presidente.medicos@aptovial.test', 'Otra-Clave-2026');
    const unknown = await login('colegio', 'nadie@aptovial.test', 'Otra-Clave-2026');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Correo o contraseña incorrectos.');
    expect(await sessionCount()).toBe(before);
  });

  it('admits on each path only the accounts of its module', async () => {
    expect((await login('INTT', 'admin.medicos@aptovial.test')).statusCode).toBe(401);
    expect((await login('colegio', 'funcionario.intt@aptovial.test')).statusCode).toBe(401);
    expect((await login('medicVial', 'admin.intt@aptovial.test')).statusCode).toBe(401);
    const vial = await login('medicVial', 'admin.vial@aptovial.test');
    expect(vial.statusCode).toBe(200);
    expect(vial.json().data.user.type).toBe('medicVial');
  });
});

describe('terms, then the e-mailed code', () => {
  it('walks a first login through terms and code to a ready session', async () => {
    const email = 'admin.intt@aptovial.test';
    const first = await login('INTT', email);
    expect(first.statusCode).toBe(200);
    const { token, step, user } = first.json().data;
    expect(step).toBe('terms');
    expect(user).toMatchObject({ email, rol: 'Admin', rolName: 'Administrador', type: 'INTT' });

    const terms = await t.app.inject({ method: 'GET', url: '/api/usersINTT/termsINTT' });
    expect(terms.json().data.text).toContain('INTT');

    // Until terms and code are done the token reaches nothing else.
    const early = await t.app.inject({
      method: 'PUT',
      url: '/api/authINTT/update-profile-user',
      headers: bearer(token),
      payload: { phone1: '0414-7654321' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe('SESSION_INCOMPLETE');

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/authINTT/accept-terms',
      headers: bearer(token),
      payload: { email },
    });
    expect(accepted.json().data.step).toBe('otp');
    const code = await lastCodeFor(t.database, email);
    const [stored] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.purpose, 'login'))
      .limit(1);
    expect(stored?.codeHash).not.toContain(code);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/authINTT/verify-otp-email',
      headers: bearer(token),
      payload: { email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.step).toBe('ready');

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-auth',
      payload: { token },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ token, step: 'ready', user: { email, type: 'INTT' } });

    // The second login skips the terms: straight to the code.
    const second = await login('INTT', email);
    expect(second.json().data.step).toBe('otp');
  });

  it('refuses a reused code, an expired code and the sixth try', async () => {
    const email = 'director.vial@aptovial.test';
    const token = await signIn(
      t.app,
      t.database,
      'medicVial',
      email,
      DEMO_PASSWORD,
      clock.now().getTime(),
    );
    const used = await lastCodeFor(t.database, email);
    const again = await login('medicVial', email);
    const next = again.json().data.token;
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/credentialMedic/verify-otp-email',
      headers: bearer(next),
      payload: { email, otp: used },
    });
    expect(reuse.json().error).toBe('OTP_INVALID');
    expect(token).not.toBe(next);

    const fresh = await lastCodeFor(t.database, email);
    clock.advance(11 * 60_000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/credentialMedic/verify-otp-email',
      headers: bearer(next),
      payload: { email, otp: fresh },
    });
    expect(late.json().error).toBe('OTP_EXPIRED');

    const thirdLogin = await login('medicVial', email);
    expect(thirdLogin.json(), thirdLogin.body).toHaveProperty('data');
    const third = thirdLogin.json().data.token;
    const code = await lastCodeFor(t.database, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/credentialMedic/verify-otp-email',
        headers: bearer(third),
        payload: { email, otp: wrongCode },
      });
      expect(wrong.json().error, `try ${attempt}`).toBe('OTP_INVALID');
    }
    const sixth = await t.app.inject({
      method: 'POST',
      url: '/api/credentialMedic/verify-otp-email',
      headers: bearer(third),
      payload: { email, otp: code },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe('OTP_TOO_MANY_ATTEMPTS');
  });

  it('makes a resend wait 60 seconds, and the new code replaces the old', async () => {
    const email = 'funcionario.intt@aptovial.test';
    const first = (await login('INTT', email)).json().data.token;
    await t.app.inject({
      method: 'POST',
      url: '/api/authINTT/accept-terms',
      headers: bearer(first),
      payload: { email },
    });
    const oldCode = await lastCodeFor(t.database, email);
    const soon = await t.app.inject({
      method: 'POST',
      url: '/api/authINTT/resend-otp-email',
      headers: bearer(first),
      payload: { email },
    });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error).toBe('OTP_RESEND_TOO_SOON');
    clock.advance(61_000);
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/authINTT/resend-otp-email',
      headers: bearer(first),
      payload: { email },
    });
    expect(resent.json().data.message).toBe('Codigo enviado al correo');
    const newCode = await lastCodeFor(t.database, email);
    if (newCode !== oldCode) {
      const stale = await t.app.inject({
        method: 'POST',
        url: '/api/authINTT/verify-otp-email',
        headers: bearer(first),
        payload: { email, otp: oldCode },
      });
      expect(stale.json().error).toBe('OTP_INVALID');
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/authINTT/verify-otp-email',
      headers: bearer(first),
      payload: { email, otp: newCode },
    });
    expect(ok.json().data.step).toBe('ready');
  });
});
