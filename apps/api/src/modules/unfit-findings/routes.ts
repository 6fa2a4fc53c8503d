import {
  createUnfitFindingInputSchema,
  noQuerySchema,
  unfitFindingResponseSchema,
  unfitFindingsResponseSchema,
  unfitWarningsQuerySchema,
  unfitWarningsResponseSchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import { recorderOf } from './policy';
import type { UnfitFindingsService } from './service';

type Deps = { sessions: SessionLookup; findings: UnfitFindingsService };

const errors = errorResponses(400, 401, 403);

/** "No apto" (decision 0036): mounted at /api/unfitFindings. */
export const unfitFindingsRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { sessions, findings },
) => {
  // Any session reaches the guard; whoever does not issue certificates gets 403 before validation.
  const issuers = guarded(sessions, {}, (request) => {
    recorderOf(authOf(request).context);
  });
  const context = (request: FastifyRequest) => authOf(request).context;
  const meta = { tags: ['no apto'], security: [{ bearer: [] }] };

  app.post(
    '/',
    {
      ...issuers,
      prefixTrailingSlash: 'no-slash',
      schema: {
        ...meta,
        summary: 'Registrar a un conductor como NO APTO para un grado',
        description:
          'El estado y el número de colegio salen de la cuenta. El motivo es privado: nunca ' +
          'aparece en la verificación pública ni en los avisos a otros médicos.',
        body: createUnfitFindingInputSchema,
        response: { 200: unfitFindingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await findings.record(context(request), request.body, request.ip),
    }),
  );

  app.get(
    '/',
    {
      ...issuers,
      prefixTrailingSlash: 'no-slash',
      schema: {
        ...meta,
        summary: 'Mis registros de NO APTO, con sus motivos (los 100 más recientes)',
        querystring: noQuerySchema,
        response: { 200: unfitFindingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await findings.own(context(request)) }),
  );

  app.get(
    '/warnings',
    {
      ...issuers,
      schema: {
        ...meta,
        summary: 'Avisos de NO APTO de otros médicos para un conductor y un grado (30 días)',
        description: 'Solo cuántos y cuándo: ni el motivo ni quién lo registró.',
        querystring: unfitWarningsQuerySchema,
        response: { 200: unfitWarningsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await findings.warnings(context(request), request.query) }),
  );
};
