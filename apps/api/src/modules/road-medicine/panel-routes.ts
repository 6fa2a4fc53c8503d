import { roadDashboardQuerySchema, roadDashboardResponseSchema } from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import { certificatesActorOf } from '../certificates/policy';
import type { RoadDashboardService } from './panel';

type Deps = { sessions: SessionLookup; dashboard: RoadDashboardService };

/** The road-medicine panel (dashboardMVial, "Inicio"), at /api/credentialMedic. */
export const roadPanelRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { sessions, dashboard },
) => {
  app.get(
    '/dashboard',
    {
      // A road-medicine session; the college and INTT get 403.
      ...guarded(sessions, { scope: 'medicVial' }),
      schema: {
        tags: ['medicina vial'],
        security: [{ bearer: [] }],
        summary: 'Panel de Medicina Vial: certificados de hoy, la semana, el mes y un rango',
        description:
          'Por fecha de expedición (días de Caracas). Un médico ve los suyos y los lotes de su ' +
          'estado; el Administrador, los de todos los médicos y por estado. Sin date_range, el ' +
          'mes en curso.',
        querystring: roadDashboardQuerySchema,
        response: { 200: roadDashboardResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await dashboard(certificatesActorOf(authOf(request).context), request.query.date_range),
    }),
  );
};
