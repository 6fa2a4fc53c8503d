import {
  apiKeyIdParamsSchema,
  apiKeyResponseSchema,
  apiKeysResponseSchema,
  createApiKeyInputSchema,
  createdApiKeyResponseSchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import { assertKeyAdmin } from './policy';
import type { ApiKeysService } from './service';

type Deps = { sessions: SessionLookup; keys: ApiKeysService };

/** docs/product/calls.md, Integrations: mounted at /api/apiKeys. */
export const apiKeyRoutes: FastifyPluginAsyncZod<Deps> = async (app, { sessions, keys }) => {
  const admin = guarded(sessions, {}, (request) => assertKeyAdmin(authOf(request).context.account));
  const context = (request: FastifyRequest) => authOf(request).context;
  const meta = { tags: ['integraciones'], security: [{ bearer: [] }] };

  app.get(
    '/',
    {
      ...admin,
      prefixTrailingSlash: 'no-slash',
      schema: {
        ...meta,
        summary: 'Claves de API (Administrador del INTT; del Colegio, las de su estado)',
        response: { 200: apiKeysResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await keys.list(context(request)) }),
  );

  app.post(
    '/',
    {
      ...admin,
      prefixTrailingSlash: 'no-slash',
      schema: {
        ...meta,
        summary:
          'Crear una clave de API; la clave (y el secreto de firma) se muestran esta vez sola',
        body: createApiKeyInputSchema,
        response: { 200: createdApiKeyResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await keys.create(context(request), request.body, request.ip) }),
  );

  app.post(
    '/:id/revoke',
    {
      ...admin,
      schema: {
        ...meta,
        summary: 'Revocar una clave de API: la siguiente llamada con ella se rechaza',
        params: apiKeyIdParamsSchema,
        response: { 200: apiKeyResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await keys.revoke(context(request), request.params.id, request.ip),
    }),
  );
};
