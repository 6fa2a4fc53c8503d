import { contactInputSchema, messageResponseSchema } from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { errorResponses } from '../../errors';
import { authOf, guarded } from '../../plugins/auth';
import { publicRateLimit } from '../../plugins/rate-limit';
import { authScopeNames, authScopes } from '../auth/scopes';
import type { SessionService } from '../auth/sessions';
import type { SupportService } from './service';

type Deps = { config: Config; sessions: SessionService; support: SupportService };

const errors = errorResponses(400, 401, 403, 404, 413, 429);

/** POST .../send-contact under each login's prefix (docs/product/calls.md). */
export const supportRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { config, sessions, support } = deps;
  for (const scope of authScopeNames) {
    app.post(
      `${authScopes[scope].prefix}/send-contact`,
      {
        config: publicRateLimit(config),
        ...guarded(sessions, { scope }),
        schema: {
          tags: [`soporte ${scope}`],
          summary: 'Enviar un mensaje a soporte',
          security: [{ bearer: [] }],
          body: contactInputSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await support.send(authOf(request).context, request.body);
        return { data: { message: 'Su reporte se ha enviado exitosamente' } };
      },
    );
  }
};
