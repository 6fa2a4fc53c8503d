import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { healthRoutes } from './modules/health/routes';
import { createReferenceRepo } from './modules/reference/repo';
import { referenceRoutes } from './modules/reference/routes';
import { createReferenceService } from './modules/reference/service';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

export type AppDeps = { database: Database };

/** Builds the whole HTTP application; `server.ts` listens, tests `inject`. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(docsPlugin);

  const reference = createReferenceService({ repo: createReferenceRepo(deps.database.db) });
  await app.register(healthRoutes, { prefix: '/api', database: deps.database });
  await app.register(referenceRoutes, { prefix: '/api', reference });

  await app.register(webPlugin, { config });
  return app;
}
