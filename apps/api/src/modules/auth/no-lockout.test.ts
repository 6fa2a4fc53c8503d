import { CHALLENGE_HEADER } from '@aptovial/shared';
import type { Challenge } from 'altcha-lib';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { loginKey, prefixes, type Scope, seal } from '../../test/auth';
import { createSeededApp, DEMO_PASSWORD, testClock } from '../../test/demo';
import { solve, solvedCaptcha } from '../captcha/testing';

// Decision 0049: repeated failures ask for a proof of work and never lock anybody out.
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp(clock.now);
});
afterAll(() => t.close());

type Options = { scope?: Scope; ip: string; altcha?: string; app?: TestApp };
type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

async function attempt(email: string, password: string, options: Options): Promise<Answer> {
  const { scope = 'colegio', ip, altcha, app = t } = options;
  const key = await loginKey(app.app);
  // The credentials are dated by the clock of the app that opens them.
  const at = app === t ? clock.now().getTime() : Date.now();
  return app.app.inject({
    method: 'POST',
    url: `${prefixes[scope]}/login`,
    remoteAddress: ip,
    payload: {
      email: seal(key, email, at),
      password: seal(key, password, at),
      ...(altcha ? { altcha } : {}),
    },
  });
}

const challengeOf = (answer: Answer): Challenge =>
  JSON.parse(
    Buffer.from(String(answer.headers[CHALLENGE_HEADER.toLowerCase()]), 'base64').toString(),
  );

/** As the sign-in page does: asked for work, it solves the answer's challenge and resends. */
async function attemptWithWork(email: string, password: string, options: Options) {
  const first = await attempt(email, password, options);
  if (first.json().error !== 'CHALLENGE_REQUIRED') return first;
  return attempt(email, password, { ...options, altcha: await solve(challengeOf(first)) });
}

const noticesTo = async (email: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), like(emailOutbox.subject, 'Intentos fallidos%')));

describe('repeated wrong passwords lock nobody out', () => {
  it('ten wrong passwords, then the right one with a solved challenge gets in from any address', async () => {
    const email = 'presidente.medicos@aptovial.test';
    const attacker = '198.51.100.7';
    const answers = [];
    for (let i = 0; i < 10; i += 1)
      answers.push(await attempt(email, `Clave-Mala-${i}`, { ip: attacker }));
    expect(answers.slice(0, 3).map((answer) => answer.json().error)).toEqual(
      Array(3).fill('INVALID_CREDENTIALS'),
    );
    // Past three failures every try must carry the work, and gets a challenge to do it with.
    for (const answer of answers.slice(3)) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json().error).toBe('CHALLENGE_REQUIRED');
      expect(answer.json().message).toMatch(/^Hubo varios intentos fallidos/);
      expect(answer.headers['retry-after']).toBe('1');
      expect(challengeOf(answer).parameters.nonce).toEqual(expect.any(String));
    }
    // The attacker doing the work is only told the password is wrong.
    const solvedWrong = await attemptWithWork(email, 'Clave-Mala-11', { ip: attacker });
    expect(solvedWrong.statusCode).toBe(401);
    expect(solvedWrong.json().error).toBe('INVALID_CREDENTIALS');

    const owner = await attemptWithWork(email, DEMO_PASSWORD, { ip: '203.0.113.20' });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data.token).toEqual(expect.any(String));
    const sameAddress = await attemptWithWork(email, DEMO_PASSWORD, { ip: attacker });
    expect(sameAddress.statusCode, sameAddress.body).toBe(200);
  });

  it('a flood of tries for one e-mail from many addresses does not keep its owner out', async () => {
    const email = 'directiva.medicos@aptovial.test';
    for (let i = 0; i < 30; i += 1) {
      const answer = await attempt(email, 'Clave-Mala-1', { ip: `198.51.100.${100 + i}` });
      expect(answer.statusCode).not.toBe(200);
    }
    const owner = await attemptWithWork(email, DEMO_PASSWORD, { ip: '203.0.113.21' });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('a solution is checked whenever it is sent, and is good once', async () => {
    const ip = '198.51.100.60';
    const altcha = await solvedCaptcha(t);
    const email = 'admin.enfermeras@aptovial.test';
    expect((await attempt(email, DEMO_PASSWORD, { ip, altcha })).statusCode).toBe(200);
    const replay = await attempt(email, DEMO_PASSWORD, { ip, altcha });
    expect(replay.json().error).toBe('CAPTCHA_REUSED');
    const forged = await attempt(email, DEMO_PASSWORD, {
      ip,
      altcha: 'bm8gZXMgdW5hIHNvbHVjacOzbg==',
    });
    expect(forged.json().error).toBe('CAPTCHA_INVALID');
  });
});

describe('unknown e-mails', () => {
  it('a failure on an unknown e-mail answers exactly like one on a known e-mail', async () => {
    const known = 'secretaria.enfermeras@aptovial.test';
    const unknown = 'nadie.conocido@aptovial.test';
    const shape = (answer: Answer) => ({
      status: answer.statusCode,
      body: answer.json(),
      challenge: CHALLENGE_HEADER.toLowerCase() in answer.headers,
      retryAfter: answer.headers['retry-after'],
    });
    // Past the old lock (five) and past the challenge (three), alternating unsolved and solved.
    for (let i = 0; i < 7; i += 1) {
      const send = i % 2 === 0 ? attempt : attemptWithWork;
      const onKnown = await send(known, 'Clave-Mala-2', { ip: '198.51.100.70' });
      const onUnknown = await send(unknown, 'Clave-Mala-2', { ip: '198.51.100.71' });
      expect(shape(onUnknown), `try ${i + 1}`).toEqual(shape(onKnown));
    }
  });

  it('find-email-user-info needs a solved challenge and names nobody', async () => {
    const url = '/api/auth/find-email-user-info';
    const email = 'admin.medicos@aptovial.test';
    const bare = await t.app.inject({ method: 'POST', url, payload: { email } });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toBe('CAPTCHA_REQUIRED');
    const solved = await t.app.inject({
      method: 'POST',
      url,
      payload: { email, altcha: await solvedCaptcha(t) },
    });
    expect(solved.statusCode).toBe(200);
    expect(solved.json()).toEqual({ data: { email } });
    expect(solved.body).not.toContain('Ana');
  });
});

describe('the owner is told', () => {
  it('one e-mail per run of failures, in Spanish and without secrets', async () => {
    const email = 'presidente.enfermeras@aptovial.test';
    for (let i = 0; i < 10; i += 1) {
      await attemptWithWork(email, `Clave-Secreta-${i}`, { ip: `198.51.100.${200 + i}` });
    }
    const [notice, ...more] = await noticesTo(email);
    expect(more).toEqual([]);
    expect(notice?.textBody).toContain('Hubo varios intentos fallidos de iniciar sesión');
    expect(notice?.textBody).toContain('Su cuenta no se bloquea');
    expect(notice?.textBody).not.toContain('Clave-Secreta');
    expect(notice?.textBody).not.toContain('198.51.100');

    // After a quiet hour, a new run is news again.
    clock.advance(61 * 60_000);
    for (let i = 0; i < 3; i += 1) {
      await attemptWithWork(email, 'Clave-Secreta-x', { ip: '198.51.100.250' });
    }
    expect(await noticesTo(email)).toHaveLength(2);
  });
});

describe('one limit per address for the three sign-ins', () => {
  it('tries spread over /api/auth, /api/authINTT and /api/credentialMedic share it', async () => {
    const limited = await createTestApp({
      rateLimit: { publicPerMinute: 1000, loginPerMinute: 10 },
    });
    try {
      const scopes: Scope[] = ['colegio', 'INTT', 'medicVial'];
      const errors: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        const options = { app: limited, scope: scopes[i % 3], ip: '198.51.100.80' };
        errors.push((await attempt(`nadie${i}@aptovial.test`, 'Clave-1234', options)).json().error);
      }
      expect(errors.slice(0, 10)).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
      expect(errors.slice(10)).toEqual(Array(20).fill('RATE_LIMITED'));
    } finally {
      await limited.close();
    }
  });
});
