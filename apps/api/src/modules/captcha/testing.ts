import { apiPaths } from '@aptovial/shared';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { TEST_CAPTCHA_HMAC_KEY, type TestApp } from '../../test/app';
import { createCaptchaRepo } from './repo';
import { createCaptchaService } from './service';

export { TEST_CAPTCHA_HMAC_KEY };

/** Solves a challenge as the widget does and encodes the payload it would send. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString(
    'base64',
  );
}

/**
 * A fresh solved `altcha` payload for a public form in tests: fetches GET /api/captcha/challenge
 * through `inject` and solves it (test configs use a low difficulty, so this takes milliseconds).
 * Each call is one challenge: a payload is accepted once.
 */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: apiPaths.captchaChallenge });
  if (response.statusCode !== 200) {
    throw new Error(`captcha challenge: ${response.statusCode} ${response.body}`);
  }
  return solve(response.json<Challenge>());
}

/** A solved challenge of the test apps' key whose lifetime ended a minute ago. */
export async function expiredCaptcha(t: TestApp): Promise<string> {
  const lifetimeSeconds = 600;
  const past = createCaptchaService({
    repo: createCaptchaRepo(t.database.db),
    settings: { hmacKey: TEST_CAPTCHA_HMAC_KEY, lifetimeSeconds, maxNumber: 20 },
    now: () => new Date(Date.now() - (lifetimeSeconds + 60) * 1000),
  });
  return solve(await past.challenge());
}
