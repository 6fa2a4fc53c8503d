import {
  oneItemSearchQuerySchema,
  preRegistrationResponseSchema,
  preRegistrationsResponseSchema,
  searchPreRegisterQuerySchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import type { PreRegistrationsDoor } from '../pre-registrations/index';
import type { Issuers } from '../registers/issuers';
import { requestReachOf } from './request-reach';

type Deps = {
  sessions: SessionLookup;
  preRegistrations: PreRegistrationsDoor;
  issuers: Pick<Issuers, 'roadMedicOf'>;
};

const errors = errorResponses(400, 401, 403, 404);

/**
 * The issue form's pick of a request of the public (docs/product/calls.md, Certificates), mounted
 * at /api/certifields: road-medicine sessions only (Admin and vialDirector); the college and INTT
 * get 403. Without a type and a text, or without an id, the call is refused (400). A doctor finds
 * only their state's requests, and another state's by id is a missing one (404); the Admin finds
 * every state's (decision 0051).
 */
export const preRegisterPickRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { sessions, preRegistrations } = deps;
  const reachOf = requestReachOf(deps.issuers);
  const reach = (request: FastifyRequest) => reachOf(authOf(request).context.account);
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
    async (request) => ({
      data: await preRegistrations.search(request.query, await reach(request)),
    }),
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
    async (request) => ({
      data: await preRegistrations.one(request.query.id, await reach(request)),
    }),
  );
};
