import { CHALLENGE_HEADER, CHALLENGE_SOLUTION_HEADER } from '@aptovial/shared';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** What the limit needs of the captcha module: fresh challenges and the one-time check. */
export type ProofOfWork = {
  challenge(): Promise<unknown>;
  /** Throws CAPTCHA_* unless the payload solves a challenge of ours, unexpired and never used. */
  verify(solution: string | undefined): Promise<void>;
};

/** An `onRequest` hook of one route. */
export type ChallengeLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
/** Builds the hook of a route; `name` keeps each route's count apart. */
export type ChallengeLimit = (name: string) => ChallengeLimitHook;

const SOLUTION = CHALLENGE_SOLUTION_HEADER.toLowerCase();
/**
 * Challenges handed out per address and minute, as a multiple of the limit: each costs the server
 * one key derivation, so a flood from one address past this many gets a plain refusal again. Far
 * above what the phones behind one carrier address check in a minute.
 */
const CHALLENGES_PER_ALLOWANCE = 10;

/**
 * A per-address limit that asks for work instead of refusing (decision 0027): many phones share
 * one public address on mobile carriers, and a roadside check must not fail for the neighbours.
 * Up to `perMinute` requests per address pass as they are (counted by the rate-limit plugin's
 * store: in Redis when configured). Past it, the answer is 429 CHALLENGE_REQUIRED with a fresh
 * ALTCHA challenge in a header; the same request repeated with the solved payload passes,
 * uncounted. A payload is good once (the captcha replay store), so each check past the limit
 * costs its sender about a second of work, and a flood from one address pays it per request;
 * past ten times the limit in challenges handed out, a plain RATE_LIMITED answers the unsolved.
 */
export function createChallengeLimit(
  app: FastifyInstance,
  { proofOfWork, perMinute }: { proofOfWork: ProofOfWork; perMinute: number },
): ChallengeLimit {
  const counter = (name: string, max: number) =>
    app.createRateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
    });
  return (name) => {
    const count = counter(name, perMinute);
    const challenges = counter(`${name}-challenges`, perMinute * CHALLENGES_PER_ALLOWANCE);
    return async (request, reply) => {
      const solution = request.headers[SOLUTION];
      if (solution !== undefined) {
        await proofOfWork.verify(Array.isArray(solution) ? solution[0] : solution);
        return;
      }
      const limit = await count(request);
      if (limit.isAllowed) return;
      if (!limit.isExceeded) {
        reply.header('x-ratelimit-limit', limit.max);
        reply.header('x-ratelimit-remaining', limit.remaining);
        reply.header('x-ratelimit-reset', limit.ttlInSeconds);
        return;
      }
      const flood = await challenges(request);
      if (!flood.isAllowed && flood.isExceeded) {
        throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: flood.ttlInSeconds });
      }
      const challenge = await proofOfWork.challenge();
      // Each challenge is good once: no cache may hand it to another phone.
      reply.header('cache-control', 'no-store');
      reply.header(CHALLENGE_HEADER, Buffer.from(JSON.stringify(challenge)).toString('base64'));
      throw new AppError('CHALLENGE_REQUIRED', undefined, {
        retryAfterSeconds: limit.ttlInSeconds,
      });
    };
  };
}
