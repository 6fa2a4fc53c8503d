import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedCounters } from '../adapters/redis/link';
import type { Config } from '../config';
import { AppError } from '../errors';
import { sharedRateLimitStore } from './rate-limit-store';

/**
 * Rate limiting is opt-in per route (`config: publicRateLimit(config)`, or `sharedAddressLimit`):
 * public and login routes are limited per client address; a flood gets 429 with `Retry-After`
 * (the error handler sends it, as for every 429).
 * With `shared` (REDIS_URL) the counts are kept in Redis for every process, falling back to this
 * process's memory while Redis does not answer; without it, in memory (decision 0026).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { shared?: SharedCounters }) => {
    await app.register(rateLimit, {
      global: false,
      ...(opts.shared ? { store: sharedRateLimitStore(opts.shared) } : {}),
      errorResponseBuilder: (_request, context) => {
        const retryAfterSeconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new AppError(
          'RATE_LIMITED',
          `Demasiadas solicitudes. Espere ${retryAfterSeconds} segundos e intente de nuevo.`,
          { retryAfterSeconds },
        );
      },
    });
  },
);

export function publicRateLimit(config: Config) {
  return { rateLimit: { max: config.rateLimit.publicPerMinute, timeWindow: 60_000 } };
}

/** Public certificate checks per address and minute before a proof of work (decision 0027). */
export function verifyPerMinute(config: Config): number {
  return config.rateLimit.verifyPerMinute ?? 2 * config.rateLimit.publicPerMinute;
}

/**
 * One per-address count for several routes (the three sign-ins, decision 0049): `name` is the
 * count's key, so a guesser cannot spread tries over the routes to multiply the allowance.
 * Counted by the plugin's store, in Redis when configured; answers as the per-route limit does.
 */
export function sharedAddressLimit(app: FastifyInstance, name: string, perMinute: number) {
  const count = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const limit = await count(request);
    if (limit.isAllowed) return;
    if (!limit.isExceeded) {
      reply.header('x-ratelimit-limit', limit.max);
      reply.header('x-ratelimit-remaining', limit.remaining);
      reply.header('x-ratelimit-reset', limit.ttlInSeconds);
      return;
    }
    const retryAfterSeconds = Math.max(1, limit.ttlInSeconds);
    throw new AppError(
      'RATE_LIMITED',
      `Demasiadas solicitudes. Espere ${retryAfterSeconds} segundos e intente de nuevo.`,
      { retryAfterSeconds },
    );
  };
}
