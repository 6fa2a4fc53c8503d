import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { openRedisLink } from './adapters/redis/link';
import type { Config } from './config';
import { installDrain } from './drain';
import { lingerOnRefusedUploads } from './lingering-close';
import { docsPlugin } from './plugins/docs';
import { answerFrameworkError, errorsPlugin, sendError } from './plugins/errors';
import { nulTextPlugin } from './plugins/nul-text';
import { rateLimitPlugin } from './plugins/rate-limit';
import { trackRouteGuards } from './plugins/route-guards';
import { securityPlugin, tileSourceOf } from './plugins/security';
import { xsrfPlugin } from './plugins/xsrf';

/**
 * The Fastify server and the plugins every route runs behind (errors, security headers, XSRF,
 * rate limits, the API docs), before any module registers its routes. `redis` is the link the
 * limits share across processes, for the modules that count too; `routeGuards` is sealed once
 * every module's routes are in.
 */
export async function createServer(
  config: Config,
  /** Where the log lines go instead of stdout (tests read what the server says). */
  logStream?: { write(line: string): void },
) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // The bank's client id (X-IBM-Client-Id) too, should a request ever carry one.
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-ibm-client-id"]',
        'res.headers["set-cookie"]',
      ],
    },
    bodyLimit: config.bodyLimitBytes,
    frameworkErrors: answerFrameworkError,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before a stop, answers close their connection and health checks say 503 (drain.ts).
  const drain = installDrain(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    const refusal = drain.active ? drain.seen(request, reply) : undefined;
    // Answered here, not thrown: a check refused every second is no error for the log.
    if (refusal) return void sendError(reply, refusal);
    done();
  });
  lingerOnRefusedUploads(app);

  const routeGuards = trackRouteGuards(app);
  await app.register(errorsPlugin);
  await app.register(nulTextPlugin);
  await app.register(securityPlugin, { imgSources: [tileSourceOf(config.map.tileUrl)] });
  await app.register(xsrfPlugin, { secure: config.publicUrl.startsWith('https:') });
  // Limits counted once for every API process when REDIS_URL is set (decision 0026).
  const redis = config.redis.url
    ? await openRedisLink({
        ...config.redis,
        url: config.redis.url,
        log: app.log.child({ module: 'redis' }),
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => redis.close());
  await app.register(rateLimitPlugin, { shared: redis });
  await app.register(docsPlugin);
  return { app, redis, routeGuards };
}
