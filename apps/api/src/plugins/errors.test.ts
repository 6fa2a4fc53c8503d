import { type ErrorCode, errorCodes, errorStatus, isRetryLaterCode } from '@aptovial/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, waitInMinutes } from '../errors';
import { errorsPlugin } from './errors';
import { rateLimitPlugin } from './rate-limit';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin);
  // A route under the per-address limit (it sends x-ratelimit-* counters) refusing with any code.
  app.get<{ Params: { code: ErrorCode } }>(
    '/refuse/:code',
    { config: { rateLimit: { max: 100, timeWindow: 60_000 } } },
    async (request) => {
      const { code } = request.params;
      if (isRetryLaterCode(code)) throw new AppError(code, undefined, { retryAfterSeconds: 42 });
      throw new AppError(code);
    },
  );
  await app.ready();
});
afterAll(() => app.close());

const retryLaterCodes = errorCodes.filter(isRetryLaterCode);

describe('every 429 says when to come back', () => {
  it('the 429 codes are exactly the codes that must carry a wait', () => {
    expect(retryLaterCodes).toEqual(errorCodes.filter((code) => errorStatus[code] === 429));
    expect(retryLaterCodes).toEqual(
      expect.arrayContaining([
        'RATE_LIMITED',
        'CHALLENGE_REQUIRED',
        'OTP_TOO_MANY_ATTEMPTS',
        'OTP_RESEND_TOO_SOON',
      ]),
    );
  });

  it.each(retryLaterCodes)('%s answers Retry-After and no rate-limit counters', async (code) => {
    const response = await app.inject({ method: 'GET', url: `/refuse/${code}` });
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toBe(code);
    expect(response.headers['retry-after']).toBe('42');
    expect(Object.keys(response.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual(
      [],
    );
  });

  it('other refusals keep the counters and carry no Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/refuse/FORBIDDEN' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.headers['x-ratelimit-limit']).toBe('100');
  });

  it('a 429 code without a wait does not compile', () => {
    const unsent = () =>
      // @ts-expect-error RATE_LIMITED is a 429: it needs { retryAfterSeconds }.
      new AppError('RATE_LIMITED');
    expect(typeof unsent).toBe('function');
  });

  it('a wait is whole seconds, at least one', () => {
    expect(new AppError('RATE_LIMITED', 'x', { retryAfterSeconds: 0.2 }).retryAfterSeconds).toBe(1);
    expect(new AppError('RATE_LIMITED', 'x', { retryAfterSeconds: 59.1 }).retryAfterSeconds).toBe(
      60,
    );
  });

  it('a wait in minutes says in its text what the header says', () => {
    expect(waitInMinutes(14 * 60_000 + 1)).toEqual({
      text: '15 minutos',
      retry: { retryAfterSeconds: 900 },
    });
    expect(waitInMinutes(30_000)).toEqual({ text: '1 minuto', retry: { retryAfterSeconds: 60 } });
  });
});
