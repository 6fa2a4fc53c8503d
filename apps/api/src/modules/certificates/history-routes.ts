import { certificateHistoryResponseSchema, certificateIdParamsSchema } from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionService } from '../auth/sessions';
import type { CertificateHistory } from './history';
import { assertMayReadHistory } from './policy';
import { actor, errors, guard, meta } from './routes';

type Deps = { sessions: SessionService; history: CertificateHistory };

/** A certificate's history at /api/certifields/{id}/history (decision 0048). */
export const certificateHistoryRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { sessions, history } = deps;

  app.get(
    '/:id/history',
    {
      // The college's Admin and road medicine's: anyone else gets 403 before the id is read.
      ...guard(sessions, undefined, assertMayReadHistory),
      schema: {
        ...meta,
        summary: 'Historial de un certificado: quién cambió qué y cuándo (Administrador)',
        params: certificateIdParamsSchema,
        response: { 200: certificateHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await history(actor(request), request.params.id) }),
  );
};
