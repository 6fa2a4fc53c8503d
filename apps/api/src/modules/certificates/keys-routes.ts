import {
  type CertificateKeySet,
  certificateKeysResponseSchema,
  errorBodySchema,
  noQuerySchema,
} from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChallengeLimit } from '../../plugins/challenge-limit';

/**
 * GET /api/certifields/keys: the key ring's public keys, that check a QR's signature in the
 * browser and that an officer's phone may keep for checks without signal. Public, cached for an
 * hour: keys change only on a rotation or a withdrawal, and both also need a restart.
 */
export const certificateKeysRoutes: FastifyPluginAsyncZod<{
  verifyLimit: ChallengeLimit;
  keySet: CertificateKeySet;
}> = async (app, { verifyLimit, keySet }) => {
  app.get(
    '/keys',
    {
      // The verify page asks for it too: the same limit as the check (decision 0027).
      onRequest: verifyLimit('keys'),
      schema: {
        tags: ['certificados'],
        summary: 'Claves públicas Ed25519 que firman los códigos QR de los certificados (JWK)',
        querystring: noQuerySchema,
        response: {
          200: certificateKeysResponseSchema,
          400: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return keySet;
    },
  );
};
