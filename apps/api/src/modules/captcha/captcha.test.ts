import { apiPaths } from '@aptovial/shared';
import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaSolutions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { createCaptchaRepo } from './repo';
import { createCaptchaService } from './service';
import { expiredCaptcha, solve, solvedCaptcha, TEST_CAPTCHA_HMAC_KEY } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const challenge = () => t.app.inject({ method: 'GET', url: apiPaths.captchaChallenge });
/** The service the app built, reached through the same key and database as the app's. */
const sameKeyService = () =>
  createCaptchaService({
    repo: createCaptchaRepo(t.database.db),
    settings: { hmacKey: TEST_CAPTCHA_HMAC_KEY, lifetimeSeconds: 600, maxNumber: 20 },
  });
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
const codeOf = (promise: Promise<void>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('GET /api/captcha/challenge', () => {
  it('answers the raw signed challenge the altcha widget (v3) solves, never cached', async () => {
    const response = await challenge();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<Challenge>();
    expect(body).not.toHaveProperty('data');
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', keyLength: 32 });
    expect(body.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = (body.parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(590);
    expect(lifetime).toBeLessThanOrEqual(600);
  });

  it('is under the per-address public rate limit', async () => {
    const limited = await createTestApp({ rateLimit: { publicPerMinute: 2, loginPerMinute: 2 } });
    try {
      const get = () => limited.app.inject({ method: 'GET', url: apiPaths.captchaChallenge });
      expect((await get()).statusCode).toBe(200);
      expect((await get()).statusCode).toBe(200);
      const third = await get();
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toBe('RATE_LIMITED');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('captcha.verify', () => {
  it('accepts a solution once, then refuses it as re-used', async () => {
    const captcha = sameKeyService();
    const payload = await solvedCaptcha(t);
    expect(await codeOf(captcha.verify(payload))).toBe('accepted');
    expect(await codeOf(captcha.verify(payload))).toBe('CAPTCHA_REUSED');
  });

  it('refuses a missing, malformed, wrong, forged or test-mode solution', async () => {
    const captcha = sameKeyService();
    const good = decode(await solvedCaptcha(t));
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } };
    const forged = {
      ...good,
      challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } },
    };
    expect(await codeOf(captcha.verify(undefined))).toBe('CAPTCHA_REQUIRED');
    expect(await codeOf(captcha.verify(''))).toBe('CAPTCHA_REQUIRED');
    expect(await codeOf(captcha.verify('not base64 json'))).toBe('CAPTCHA_INVALID');
    expect(
      await codeOf(captcha.verify(encode({ challenge: null, solution: null, test: true }))),
    ).toBe('CAPTCHA_INVALID');
    expect(await codeOf(captcha.verify(encode(wrongKey)))).toBe('CAPTCHA_INVALID');
    expect(await codeOf(captcha.verify(encode(forged)))).toBe('CAPTCHA_INVALID');
    // None of the refused ones spent the challenge: the real solution is still good.
    expect(await codeOf(captcha.verify(encode(good)))).toBe('accepted');
  });

  it('refuses a challenge signed with another key', async () => {
    const other = createCaptchaService({
      repo: createCaptchaRepo(t.database.db),
      settings: { hmacKey: 'another-altcha-hmac-key', lifetimeSeconds: 600, maxNumber: 20 },
    });
    const payload = await solve(await other.challenge());
    expect(await codeOf(sameKeyService().verify(payload))).toBe('CAPTCHA_INVALID');
  });

  it('refuses a challenge past its lifetime as expired', async () => {
    expect(await codeOf(sameKeyService().verify(await expiredCaptcha(t)))).toBe('CAPTCHA_EXPIRED');
  });

  it('forgets the accepted solutions whose challenge has expired', async () => {
    const repo = createCaptchaRepo(t.database.db);
    await repo.remember('a'.repeat(64), new Date(Date.now() - 1000));
    // A new service sweeps on its first accepted solution (then at most every ten minutes).
    await sameKeyService().verify(await solvedCaptcha(t));
    const rows = await t.database.db.select().from(captchaSolutions);
    expect(rows.map((row) => row.signatureHash)).not.toContain('a'.repeat(64));
    expect(rows.length).toBeGreaterThan(0);
  });
});
