import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../errors';

/**
 * Rate limiting is opt-in per route (`config: publicRateLimit(config)` or `loginRateLimit(config)`):
 * public and login routes are limited per client address; a flood gets 429 with `Retry-After`
 * (the error handler sends it, as for every 429).
 * The store is in memory, per process: see docs/decisions for the shared store when scaling out.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const retryAfterSeconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(
        'RATE_LIMITED',
        `Demasiadas solicitudes. Espere ${retryAfterSeconds} segundos e intente de nuevo.`,
        { retryAfterSeconds },
      );
    },
  });
});

export function publicRateLimit(config: Config) {
  return { rateLimit: { max: config.rateLimit.publicPerMinute, timeWindow: 60_000 } };
}

export function loginRateLimit(config: Config) {
  return { rateLimit: { max: config.rateLimit.loginPerMinute, timeWindow: 60_000 } };
}
