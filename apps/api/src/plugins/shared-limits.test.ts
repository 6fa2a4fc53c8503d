import type { LoginKey } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { loginKey, seal } from '../test/auth';
import {
  CLOSED_REDIS_URL,
  dropRedisKeys,
  logCapture,
  redisAnswers,
  testRedisConfig,
} from '../test/redis';

// Decision 0026: two API processes on one Redis count every limit once; Redis down, each counts
// its own and says so once in the log.
const redisUp = await redisAnswers();
if (!redisUp)
  console.warn('Redis no responde en 127.0.0.1:6379: se omiten los límites compartidos');

const DOWN = 'Redis no responde: límites por proceso';
const shared = testRedisConfig('shared-limits');
const generous = { publicPerMinute: 1000, loginPerMinute: 1000 };

/** A login from `address` (unknown e-mail: 401 until a limit answers 429). */
function loginFrom(t: TestApp, key: LoginKey, email: string, address: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    payload: { email: seal(key, email), password: seal(key, 'Clave-1234') },
  });
}

async function twoProcesses(overrides: Partial<Config>) {
  const first = await createTestApp({ ...shared, ...overrides });
  const second = await createTestApp({ ...shared, ...overrides });
  return { first, second, key: await loginKey(first.app) };
}

afterAll(async () => {
  if (redisUp) await dropRedisKeys(shared.redis.prefix);
});

describe.skipIf(!redisUp)('limits shared through Redis', () => {
  it('the per-address login limit counts the hits of both processes', async () => {
    const { first, second, key } = await twoProcesses({
      rateLimit: { publicPerMinute: 1000, loginPerMinute: 4 },
    });
    try {
      const address = '10.1.0.1';
      const statuses = [];
      for (const [i, t] of [first, first, second, second].entries()) {
        statuses.push((await loginFrom(t, key, `nadie${i}@aptovial.test`, address)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401]);
      // The second process saw two hits of its own: only the shared count refuses the fifth.
      const fifth = await loginFrom(second, key, 'otro@aptovial.test', address);
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().error).toBe('RATE_LIMITED');
      expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
      const elsewhere = await loginFrom(second, key, 'otro@aptovial.test', '10.1.0.2');
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('the failed sign-ins of an e-mail count in both processes, whatever the address', async () => {
    const { first, second, key } = await twoProcesses({ rateLimit: generous });
    try {
      const email = 'adivinado@aptovial.test';
      for (let i = 0; i < 3; i += 1) {
        const t = i % 2 === 0 ? first : second;
        expect((await loginFrom(t, key, email, `10.2.0.${i}`)).statusCode).toBe(401);
      }
      // The second process saw one failure; the count they share asks for work (decision 0049).
      const asked = await loginFrom(second, key, email, '10.2.0.99');
      expect(asked.statusCode).toBe(429);
      expect(asked.json().error).toBe('CHALLENGE_REQUIRED');
      // Another e-mail is not held by this one's count.
      const other = await loginFrom(second, key, 'otra@aptovial.test', '10.2.0.99');
      expect(other.statusCode).toBe(401);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe.skipIf(!redisUp)('the public verify limit shared through Redis', () => {
  it('asks the process that did not see every check for a proof of work', async () => {
    const rateLimit = { ...generous, verifyPerMinute: 2 };
    const first = await createTestApp({ ...shared, rateLimit });
    const second = await createTestApp({ ...shared, rateLimit });
    try {
      const check = (t: TestApp) =>
        t.app.inject({
          url: '/api/certifields/searchFree?serial=1000001',
          remoteAddress: '10.5.0.1',
        });
      expect([(await check(first)).statusCode, (await check(second)).statusCode]).toEqual([
        404, 404,
      ]);
      expect((await check(first)).json().error).toBe('CHALLENGE_REQUIRED');
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('Redis down', () => {
  const log = logCapture();
  let t: TestApp;
  let key: LoginKey;
  beforeAll(async () => {
    t = await createTestApp(
      {
        ...testRedisConfig('down', CLOSED_REDIS_URL),
        logLevel: 'info',
        rateLimit: { publicPerMinute: 1000, loginPerMinute: 3 },
      },
      undefined,
      undefined,
      { logStream: log.stream },
    );
    key = await loginKey(t.app);
  });
  afterAll(() => t.close());

  it('answers every request and still limits per address, in this process', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await loginFrom(t, key, `nadie${i}@aptovial.test`, '10.3.0.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('still counts the failed sign-ins of an e-mail, in this process', async () => {
    const email = 'sin.redis@aptovial.test';
    for (let i = 0; i < 3; i += 1) {
      expect((await loginFrom(t, key, email, `10.4.0.${i}`)).statusCode).toBe(401);
    }
    const asked = await loginFrom(t, key, email, '10.4.0.99');
    expect(asked.statusCode).toBe(429);
    expect(asked.json().error).toBe('CHALLENGE_REQUIRED');
  });

  it('says so once in the log, at warn level', () => {
    expect(log.count(DOWN)).toBe(1);
    expect(log.lines.find((line) => line.msg === DOWN)?.level).toBe(40);
  });
});
