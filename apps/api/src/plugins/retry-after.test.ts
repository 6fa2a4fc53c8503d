import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../modules/captcha/testing';
import type { TestApp } from '../test/app';
import { createTestApp } from '../test/app';
import { bearer, lastCodeFor, postLogin } from '../test/auth';
import { createSeededApp, DEMO_PASSWORD, testClock } from '../test/demo';

/** Every path that answers 429, each saying when to come back. */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp(clock.now);
});
afterAll(() => t.close());

type Answer = { statusCode: number; headers: Record<string, unknown>; json(): unknown };
const at = () => clock.now().getTime();
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

/** A 429 with the code, Retry-After in seconds, and no counters of another limit. */
function expectComeBackIn(response: Answer, code: string, seconds: number): string {
  expect(response.statusCode).toBe(429);
  const body = response.json() as { error: string; message: string };
  expect(body.error).toBe(code);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(Object.keys(response.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual(
    [],
  );
  return body.message;
}

describe('per e-mail limits', () => {
  it('recovery: the 11th request in 15 minutes says 15 minutes in the text and the header', async () => {
    const email = 'presidente.enfermeras@aptovial.test';
    const answers = [];
    // Each with its own solved challenge: the limit is per e-mail, not a captcha refusal.
    const forget = async () =>
      post('/api/auth/forgetPassword', { email, altcha: await solvedCaptcha(t) });
    for (let i = 0; i < 10; i += 1) answers.push(await forget());
    // The first sends the code (with the per-address counters); the next ones wait for a resend.
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, ...Array(9).fill(429)]);
    expect(answers[0]?.headers['x-ratelimit-limit']).toBeDefined();
    const limited = await forget();
    const message = expectComeBackIn(limited, 'RATE_LIMITED', 900);
    expect(message).toBe('Demasiados intentos para este correo. Intente de nuevo en 15 minutos.');
  });

  it('login: past three failures for one e-mail, the work is asked for at once', async () => {
    const email = 'nadie.aqui@aptovial.test';
    for (let i = 0; i < 3; i += 1) {
      expect((await postLogin(t.app, 'colegio', email, 'Clave-1234', at())).statusCode).toBe(401);
    }
    // Decision 0049: no lock and no wait, the same try with a solved challenge is answered.
    const asked = await postLogin(t.app, 'colegio', email, 'Clave-1234', at());
    expect(expectComeBackIn(asked, 'CHALLENGE_REQUIRED', 1)).toMatch(/^Hubo varios intentos/);
  });
});

describe('accounts and codes', () => {
  it('OTP_RESEND_TOO_SOON and OTP_TOO_MANY_ATTEMPTS wait for the next code', async () => {
    const email = 'director.general.intt@aptovial.test';
    const token = (await postLogin(t.app, 'INTT', email, DEMO_PASSWORD, at())).json().data.token;
    await post('/api/authINTT/accept-terms', { email }, token);
    const code = await lastCodeFor(t.database, email);
    clock.advance(20_000);
    const soon = await post('/api/authINTT/resend-otp-email', { email }, token);
    expectComeBackIn(soon, 'OTP_RESEND_TOO_SOON', 40);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await post('/api/authINTT/verify-otp-email', { email, otp: wrong }, token);
    }
    const spent = await post('/api/authINTT/verify-otp-email', { email, otp: code }, token);
    expectComeBackIn(spent, 'OTP_TOO_MANY_ATTEMPTS', 40);
  });
});

describe('per address', () => {
  it('the limiter of public and login routes says the seconds of its window', async () => {
    const limited = await createTestApp({ rateLimit: { publicPerMinute: 1, loginPerMinute: 1 } });
    try {
      await postLogin(limited.app, 'colegio', 'nadie@aptovial.test', 'x1234567');
      const flood = await postLogin(limited.app, 'colegio', 'nadie@aptovial.test', 'x1234567');
      expect(flood.statusCode).toBe(429);
      const seconds = Number(flood.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(flood.json().message).toBe(
        `Demasiadas solicitudes. Espere ${seconds} segundos e intente de nuevo.`,
      );
    } finally {
      await limited.close();
    }
  });
});
