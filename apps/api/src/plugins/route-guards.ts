import { openOperationKeys } from '@aptovial/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { hasSessionGuard } from './auth';

/** The shared table spells parameters as docs/product/calls.md does ({id}); Fastify as :id. */
export const routePatternOf = (path: string) => path.replace(/\{([A-Za-z]+)\}/g, ':$1');

/**
 * The API routes anyone may call without a session, as `METHOD /path` (HEAD goes with GET): the
 * open rows of the shared permissions table (packages/shared/src/access, decision 0029). Every
 * other /api route must carry the session guard (`guarded` in plugins/auth.ts): buildApp refuses
 * to start otherwise, and access-matrix.test.ts calls each one as every caller.
 */
export const publicRoutes: ReadonlySet<string> = new Set(
  openOperationKeys()
    .map((key) => routePatternOf(key))
    .filter((key) => !outsideTheApi(key.slice(key.indexOf(' ') + 1))),
);

/** One route of the API as registered, and whether it carries the session guard. */
export type ApiRoute = { method: string; url: string; guarded: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** The /api routes buildApp registered (the route-table test walks them). */
    apiRoutes: readonly ApiRoute[];
    /** The other routes registered before the web app: the OpenAPI description and its viewer. */
    otherRoutes: readonly ApiRoute[];
  }
}

/** Pages and assets of the web app, and the OpenAPI description, are public by nature. */
function outsideTheApi(url: string): boolean {
  return !url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/');
}

export function isPublicRoute(method: string, url: string): boolean {
  const listed = method === 'HEAD' ? 'GET' : method;
  return publicRoutes.has(`${listed} ${url}`);
}

/**
 * Records every /api route registered from now until `seal()`, and refuses (throws at start-up)
 * one that is neither guarded nor open in `publicRoutes`: a forgotten guard never ships.
 * Registered before the rate-limit plugin, it also gives each route its own onRequest array: that
 * plugin appends its hook to the array, which a GET shares with its HEAD and with any route
 * spread from the same `guarded(...)` value.
 */
export function trackRouteGuards(app: FastifyInstance): { seal(): void } {
  const routes: ApiRoute[] = [];
  const others: ApiRoute[] = [];
  let open = true;
  app.decorate('apiRoutes', routes);
  app.decorate('otherRoutes', others);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (Array.isArray(route.onRequest)) route.onRequest = [...route.onRequest];
    if (!open) return;
    const methods = [route.method].flat();
    if (outsideTheApi(route.url)) {
      others.push(...methods.map((method) => ({ method, url: route.url, guarded: false })));
      return;
    }
    const guarded = hasSessionGuard(route.onRequest);
    for (const method of methods) {
      if (!guarded && !isPublicRoute(method, route.url)) {
        throw new Error(
          `${method} ${route.url} has no session guard and is not open in the permissions table (packages/shared/src/access)`,
        );
      }
      routes.push({ method, url: route.url, guarded });
    }
  });
  return {
    seal() {
      open = false;
    },
  };
}
