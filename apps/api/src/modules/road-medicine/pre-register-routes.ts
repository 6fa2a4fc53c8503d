import {
  oneItemSearchQuerySchema,
  preRegistrationResponseSchema,
  preRegistrationsResponseSchema,
  searchPreRegisterQuerySchema,
} from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { guarded, type SessionLookup } from '../../plugins/auth';
import type { PreRegistrationsDoor } from '../pre-registrations/index';

type Deps = { sessions: SessionLookup; preRegistrations: PreRegistrationsDoor };

const errors = errorResponses(400, 401, 403, 404);

/**
 * The issue form's pick of a request of the public (SPEC.md section 7, Certificates), mounted at
 * /api/certifields: road-medicine sessions only (Admin and vialDirector); the college and INTT
 * get 403. Without a type and a text, or without an id, the call is refused (400).
 */
export const preRegisterPickRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { sessions, preRegistrations } = deps;
  const road = guarded(sessions, { scope: 'medicVial' });
  const meta = { tags: ['medicina vial'], security: [{ bearer: [] }] };

  app.get(
    '/searchPreRegister',
    {
      ...road,
      schema: {
        ...meta,
        summary: 'Solicitudes abiertas por cédula, correo o nombre (hasta 20, las más recientes)',
        querystring: searchPreRegisterQuerySchema,
        response: { 200: preRegistrationsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await preRegistrations.search(request.query) }),
  );

  app.get(
    '/getOneItemSearch',
    {
      ...road,
      schema: {
        ...meta,
        summary: 'Una solicitud, para llenar el formulario del certificado',
        querystring: oneItemSearchQuerySchema,
        response: { 200: preRegistrationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await preRegistrations.one(request.query.id) }),
  );
};
