import { certificateEventsQuerySchema, certificateEventsResponseSchema } from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import type { CertificateFeed } from './feed';
import type { keyGuard } from './machine-auth';

type Deps = { feed: CertificateFeed; reader: ReturnType<typeof keyGuard> };

/** docs/product/calls.md, Integrations: mounted at /api/integrations. */
export const feedRoutes: FastifyPluginAsyncZod<Deps> = async (app, { feed, reader }) => {
  app.get(
    '/certificateEvents',
    {
      ...reader,
      schema: {
        tags: ['integraciones'],
        security: [{ bearer: [] }],
        summary: 'Eventos de certificados en el orden en que se hicieron visibles (clave de API)',
        description:
          'Clave `certificates:read` en `Authorization: Bearer`. Guarde el `cursor` de cada respuesta y envíelo en la siguiente: cada evento llega exactamente una vez. Cada evento trae la prueba firmada de esa versión (la del QR).',
        querystring: certificateEventsQuerySchema,
        response: { 200: certificateEventsResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const key = request.apiKey;
      if (!key) throw new Error('key guard did not run');
      return feed.read(key, request.query.cursor, request.query.limit);
    },
  );
};
