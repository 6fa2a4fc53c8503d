import {
  apiPaths,
  cancelOperativeInputSchema,
  createOperativeInputSchema,
  operativeIdParamsSchema,
  operativeResponseSchema,
  rescheduleOperativeInputSchema,
} from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import { assertRoadSession } from './policy';
import type { OperativesService } from './service';

export const OPERATIVES_PREFIX = '/api/operationals';

/** An apiPaths entry as a route of this prefix: '/api/operationals/x/{id}' → '/x/:id'. */
export const routeOf = (path: string) =>
  path.slice(OPERATIVES_PREFIX.length).replace('{id}', ':id');

const transitionErrors = errorResponses(400, 401, 403, 404, 409);
const owned =
  '404 OPERATIVE_NOT_FOUND; de otro médico: 403 OPERATIVE_NOT_YOURS (el Administrador gestiona todos); ' +
  'desde otro estado: 409 OPERATIVE_STATUS_CONFLICT (Finalizado y Cancelado no cambian).';

/** The operatives' writes (docs/product/calls.md, Operatives), at /api/operationals. */
export const operativeWriteRoutes: FastifyPluginAsyncZod<{
  sessions: SessionLookup;
  operatives: OperativesService;
}> = async (app, { sessions, operatives }) => {
  // Both road-medicine roles (Admin and vialDirector); the college and INTT get 403 WRONG_MODULE.
  const road = guarded(sessions, { scope: 'medicVial' }, (request) => {
    assertRoadSession(authOf(request).context);
  });
  const meta = { tags: ['operativos'], security: [{ bearer: [] }] };
  const one = { ...meta, params: operativeIdParamsSchema };
  const answer = { 200: operativeResponseSchema, ...transitionErrors };

  app.post(
    routeOf(apiPaths.createOperative),
    {
      ...road,
      schema: {
        ...meta,
        summary: 'Crear un operativo (Pendiente) y avisar a las solicitudes del municipio',
        description:
          'El precio debe ser el vigente (422 OPERATIVE_PRICE_MISMATCH); el inicio, hoy o después ' +
          '(422 OPERATIVE_START_IN_PAST); un operativo vivo del médico en esas fechas: 409 ' +
          'OPERATIVE_ALREADY_EXISTS_FOR_DATE. totalUsers lo cuenta el servidor. Responde 201.',
        body: createOperativeInputSchema,
        response: { 201: operativeResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const data = await operatives.create(authOf(request).context, request.body, request.ip);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    routeOf(apiPaths.startOperative),
    {
      ...road,
      schema: {
        ...one,
        summary: 'Iniciar un operativo (En progreso)',
        description: `Desde Pendiente o Reagendado, en una de sus fechas (409 OPERATIVE_NOT_ITS_DAY). ${owned}`,
        response: answer,
      },
    },
    async (request) => ({
      data: await operatives.start(authOf(request).context, request.params.id, request.ip),
    }),
  );

  app.put(
    routeOf(apiPaths.finishOperative),
    {
      ...road,
      schema: {
        ...one,
        summary:
          'Finalizar un operativo (Finalizado): congela recaudado, certificados y solicitantes',
        description: `Desde En progreso. ${owned}`,
        response: answer,
      },
    },
    async (request) => ({
      data: await operatives.finish(authOf(request).context, request.params.id, request.ip),
    }),
  );

  app.put(
    routeOf(apiPaths.cancelOperative),
    {
      ...road,
      schema: {
        ...one,
        summary: 'Cancelar un operativo (con el motivo, avisado a sus solicitantes)',
        description: `Desde Pendiente o Reagendado. ${owned}`,
        body: cancelOperativeInputSchema,
        response: answer,
      },
    },
    async (request) => ({
      data: await operatives.cancel(
        authOf(request).context,
        request.params.id,
        request.body.observation,
        request.ip,
      ),
    }),
  );

  app.put(
    routeOf(apiPaths.rescheduleOperative),
    {
      ...road,
      schema: {
        ...one,
        summary: 'Reagendar un operativo (nuevas fechas, avisadas a sus solicitantes)',
        description:
          'Desde Pendiente o Reagendado; el inicio, hoy o después (422 OPERATIVE_START_IN_PAST); ' +
          `otro operativo vivo del médico en esas fechas: 409 OPERATIVE_ALREADY_EXISTS_FOR_DATE. ${owned}`,
        body: rescheduleOperativeInputSchema,
        response: { ...answer, ...errorResponses(422) },
      },
    },
    async (request) => ({
      data: await operatives.reschedule(
        authOf(request).context,
        request.params.id,
        request.body,
        request.ip,
      ),
    }),
  );
};
