import { CHALLENGE_HEADER, CHALLENGE_SOLUTION_HEADER } from '@aptovial/shared';
import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expiredCaptcha, solve } from '../captcha/testing';

// Decision 0027: past the per-address count, a public check asks for a proof of work instead of
// being refused, so phones that share a carrier's address are never turned away.
const VERIFY_PER_MINUTE = 2;
const SEARCH = '/api/certifields/searchFree?serial=1000001';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimit: { publicPerMinute: 1000, loginPerMinute: 1000, verifyPerMinute: VERIFY_PER_MINUTE },
  });
});
afterAll(() => t.close());

const get = (url: string, address: string, solution?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: address,
    headers: solution === undefined ? {} : { [CHALLENGE_SOLUTION_HEADER]: solution },
  });

/** Uses up an address's allowance and answers the CHALLENGE_REQUIRED reply that follows. */
async function pastTheLimit(url: string, address: string) {
  for (let i = 0; i < VERIFY_PER_MINUTE; i += 1) {
    expect((await get(url, address)).statusCode).not.toBe(429);
  }
  return get(url, address);
}

function challengeOf(reply: { headers: Record<string, unknown> }): Challenge {
  const header = reply.headers[CHALLENGE_HEADER.toLowerCase()];
  if (typeof header !== 'string') throw new Error('no challenge in the reply');
  return JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
}

describe('public verify past the per-address limit', () => {
  it('answers 429 CHALLENGE_REQUIRED with a fresh challenge, a Spanish message and Retry-After', async () => {
    const first = await get(SEARCH, '10.7.0.1');
    expect(first.statusCode).toBe(404);
    expect(first.headers['x-ratelimit-remaining']).toBe(String(VERIFY_PER_MINUTE - 1));
    const limited = await pastTheLimit(SEARCH, '10.7.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'CHALLENGE_REQUIRED' });
    expect(limited.json().message).toMatch(/^Hay muchas consultas desde su conexión/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(challengeOf(limited)).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256' },
      signature: expect.any(String),
    });
    // The neighbours' count is not another address's.
    expect((await get(SEARCH, '10.7.0.3')).statusCode).toBe(404);
  });

  it('answers the check repeated with the solved challenge, once', async () => {
    const limited = await pastTheLimit(SEARCH, '10.7.1.1');
    const solution = await solve(challengeOf(limited));
    const answered = await get(SEARCH, '10.7.1.1', solution);
    // The route's own answer: no certificate has that serial in an empty database.
    expect(answered.statusCode).toBe(404);
    expect(answered.json().error).toBe('NOT_FOUND');
    const replayed = await get(SEARCH, '10.7.1.1', solution);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe('CAPTCHA_REUSED');
    // Still past the count without a solution: a new challenge, not a refusal.
    const again = await get(SEARCH, '10.7.1.1');
    expect(again.json().error).toBe('CHALLENGE_REQUIRED');
    expect(challengeOf(again).signature).not.toBe(challengeOf(limited).signature);
  });

  it('refuses a forged, tampered or expired solution', async () => {
    const limited = await pastTheLimit(SEARCH, '10.7.2.1');
    const good = await solve(challengeOf(limited));
    const payload = JSON.parse(Buffer.from(good, 'base64').toString('utf8'));
    // The derived key is the proof (its signature is in the challenge): change one digit.
    const key: string = payload.solution.derivedKey;
    payload.solution.derivedKey = `${key.startsWith('0') ? '1' : '0'}${key.slice(1)}`;
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    const answers = await Promise.all([
      get(SEARCH, '10.7.2.1', 'no-es-una-solucion'),
      get(SEARCH, '10.7.2.1', tampered),
      get(SEARCH, '10.7.2.1', await expiredCaptcha(t)),
    ]);
    expect(answers.map((answer) => answer.json().error)).toEqual([
      'CAPTCHA_INVALID',
      'CAPTCHA_INVALID',
      'CAPTCHA_EXPIRED',
    ]);
    // The untouched solution still works: a refused one used nothing up.
    expect((await get(SEARCH, '10.7.2.1', good)).statusCode).toBe(404);
  });

  it('refuses plainly past ten times the limit in challenges, and still answers a solution', async () => {
    const first = await pastTheLimit(SEARCH, '10.7.4.1');
    const challenged = [first];
    for (let i = 1; i < VERIFY_PER_MINUTE * 10; i += 1)
      challenged.push(await get(SEARCH, '10.7.4.1'));
    expect(new Set(challenged.map((reply) => reply.json().error))).toEqual(
      new Set(['CHALLENGE_REQUIRED']),
    );
    const flood = await get(SEARCH, '10.7.4.1');
    expect(flood.statusCode).toBe(429);
    expect(flood.json().error).toBe('RATE_LIMITED');
    expect(flood.headers[CHALLENGE_HEADER.toLowerCase()]).toBeUndefined();
    // Work already done is not wasted: a challenge handed out before is still answered.
    const solution = await solve(challengeOf(first));
    expect((await get(SEARCH, '10.7.4.1', solution)).statusCode).toBe(404);
  });

  it('holds the key set the page also asks for the same way', async () => {
    const limited = await pastTheLimit('/api/certifields/keys', '10.7.3.1');
    expect(limited.json().error).toBe('CHALLENGE_REQUIRED');
    const solution = await solve(challengeOf(limited));
    const keys = await get('/api/certifields/keys', '10.7.3.1', solution);
    expect(keys.statusCode).toBe(200);
    expect(keys.json().keys).toHaveLength(1);
  });
});
