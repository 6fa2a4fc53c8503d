import { errorBodySchema, noQuerySchema } from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { publicRateLimit } from '../../plugins/rate-limit';
import type { CaptchaService } from './service';

/** The challenge exactly as the `altcha` widget (v3) reads it: no `data` envelope. */
const challengeSchema = z
  .object({
    // Every signed parameter must go out unchanged: the signature covers them all.
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    }),
    signature: z.string().optional(),
  })
  .describe('Desafío ALTCHA (prueba de trabajo) firmado por el servidor');

/** GET /api/captcha/challenge: a fresh proof-of-work challenge for a public form. */
export const captchaRoutes: FastifyPluginAsyncZod<{
  config: Config;
  captcha: CaptchaService;
}> = async (app, { config, captcha }) => {
  app.get(
    '/captcha/challenge',
    {
      // A flood of challenges costs the server one key derivation each: the per-address limit.
      config: publicRateLimit(config),
      schema: {
        tags: ['captcha'],
        summary: 'Desafío ALTCHA para los formularios públicos',
        querystring: noQuerySchema,
        response: { 200: challengeSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (_request, reply) => {
      // Each challenge is good once: no cache may hand the same one to two people.
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );
};
