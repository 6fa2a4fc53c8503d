import { errorBodySchema, noQuerySchema, referenceDataResponseSchema } from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReferenceService } from './service';

/**
 * The same catalogue is published under the college's and INTT's auth prefixes
 * (docs/product/calls.md).
 */
const REFERENCE_PATHS = ['/auth/apisAptoVial', '/authINTT/apisAptoVial'] as const;

export const referenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceService }> = async (
  app,
  { reference },
) => {
  for (const url of REFERENCE_PATHS) {
    app.get(
      url,
      {
        schema: {
          tags: ['referencia'],
          summary: 'Datos de referencia: roles, estados, municipios, especialidades, bancos...',
          querystring: noQuerySchema,
          response: {
            200: referenceDataResponseSchema,
            304: z.void().describe('Sin cambios desde la versión en caché'),
            400: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { body, etag } = await reference.snapshot();
        reply.header('etag', etag).header('cache-control', 'public, max-age=3600');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        // Already serialised and validated when loaded; skip per-request serialisation.
        return reply
          .type('application/json; charset=utf-8')
          .serializer((payload) => payload as string)
          .send(body as never);
      },
    );
  }
};
