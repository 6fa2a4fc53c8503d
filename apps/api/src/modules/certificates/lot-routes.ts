import { certificatesPageSchema, lotCertificatesQuerySchema } from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, guarded } from '../../plugins/auth';
import type { SessionService } from '../auth/sessions';
import type { LotsService } from '../lots/service';
import type { CertificatesDirectory } from './list/directory';
import { errors } from './routes';

type Deps = { sessions: SessionService; directory: CertificatesDirectory; lots: LotsService };

/**
 * GET /api/certifieldLotes/listCertifields: a lot's certificates, mounted at /api/certifieldLotes.
 * Certificates are read here; whether the caller may see the lot is the lots module's to say.
 */
export const lotCertificatesRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { sessions, directory, lots } = deps;

  app.get(
    '/listCertifields',
    {
      // College sessions of the medic module (the nurse module has no lots: FORBIDDEN).
      ...guarded(sessions, { scope: 'colegio' }, async (request) =>
        lots.assertReadsLots(authOf(request).context),
      ),
      schema: {
        tags: ['lotes'],
        security: [{ bearer: [] }],
        summary: 'Certificados de un lote',
        querystring: lotCertificatesQuerySchema,
        response: { 200: certificatesPageSchema, ...errors },
      },
    },
    async (request) => {
      await lots.assertVisible(authOf(request).context, request.query.id);
      return directory.ofLot(request.query);
    },
  );
};
