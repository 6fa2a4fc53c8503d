import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The checks a load balancer asks: answered 503 while draining, so it sends nothing more. */
const CHECK_PATHS = new Set(['/api/health', '/api/ready']);

export type Drain = {
  readonly active: boolean;
  /**
   * Starts draining and resolves once no request (other than health checks) has come for
   * `quietMs`, or after `maxMs` at most: by then the balancer has marked the process down.
   */
  settle(options: { quietMs: number; maxMs: number }): Promise<void>;
};

type DrainHook = Drain & {
  /** An answer's part while draining: `Connection: close`, and a refusal for health checks. */
  seen(request: FastifyRequest, reply: FastifyReply): AppError | undefined;
};

const drains = new WeakMap<FastifyInstance, Drain>();

/**
 * The drain before a stop (docs/decisions/0077-restarts-without-loss.md): every answer says
 * `Connection: close` (no kept-alive connection is reused, so none is cut under a request), the
 * health checks answer 503 (the balancer stops sending here), and everything else is served as
 * usual. Only then does the server stop listening and wait for the requests in flight.
 */
export function installDrain(app: FastifyInstance): DrainHook {
  let active = false;
  let lastRequestAt = 0;
  const drain: DrainHook = {
    get active() {
      return active;
    },
    seen(request, reply) {
      reply.header('connection', 'close');
      if (CHECK_PATHS.has(request.url.split('?')[0] ?? '')) {
        return new AppError('SERVICE_UNAVAILABLE', 'El servidor se está cerrando.');
      }
      lastRequestAt = Date.now();
      return undefined;
    },
    async settle({ quietMs, maxMs }) {
      active = true;
      const startedAt = Date.now();
      lastRequestAt = startedAt;
      while (Date.now() - lastRequestAt < quietMs && Date.now() - startedAt < maxMs) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
  drains.set(app, drain);
  return drain;
}

export function drainOf(app: FastifyInstance): Drain | undefined {
  return drains.get(app);
}

/**
 * While the server closes, the connections of requests that began before the drain (answered
 * without `Connection: close`) are closed as soon as they are idle: Node closes the idle ones
 * once, when it stops listening, and would otherwise wait for their keep-alive timeout.
 */
export function closeIdleWhileClosing(app: FastifyInstance): void {
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  reaper.unref();
  app.server.once('close', () => clearInterval(reaper));
}
