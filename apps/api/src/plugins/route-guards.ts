import type { FastifyInstance, RouteOptions } from 'fastify';
import { hasSessionGuard } from './auth';

/**
 * The API routes anyone may call without a session, as `METHOD /path` (HEAD goes with GET). Every
 * other /api route must carry the session guard (`guarded` in plugins/auth.ts): buildApp refuses
 * to start otherwise, and app.routes.test.ts calls each one anonymously expecting 401.
 */
export const publicRoutes: ReadonlySet<string> = new Set([
  'GET /api/health',
  'GET /api/ready',
  // Reference data (states, specialties...) for the login pages and public forms.
  'GET /api/auth/apisAptoVial',
  'GET /api/authINTT/apisAptoVial',
  // Public verification of a certificate and the keys that check its QR.
  'GET /api/certifields/searchFree',
  'GET /api/certifields/keys',
  // The proof-of-work challenge of the public forms (ALTCHA).
  'GET /api/captcha/challenge',
  // The public's request for a certificate, and whether requests are open (the form asks).
  'POST /api/preRegister/createPreregister',
  // The same request paid with C2P, and its receipt (the address carries its own key).
  'POST /api/preRegister/createPreregisterPay',
  'GET /api/payments/receipt/:id',
  'GET /api/settings',
  // The price in bolívares the payment form shows before charging (decision 0022).
  'GET /api/dollarCalculation/certifieldAmount',
  // Signing in: the login key, the session check (token in the header or the body), the terms.
  'GET /api/auth/login-key',
  'POST /api/auth/check-auth',
  'GET /api/users/termsLogin',
  'GET /api/usersINTT/termsINTT',
  'GET /api/credentialMedic/termsVial',
  ...['/api/auth', '/api/authINTT', '/api/credentialMedic'].flatMap((prefix) => [
    `POST ${prefix}/login`,
    // A login code needs the pending session, checked in the handler; a recovery code needs none.
    `POST ${prefix}/verify-otp-email`,
    `POST ${prefix}/resend-otp-email`,
    `POST ${prefix}/forgetPassword`,
    `POST ${prefix}/change-password-logout`,
  ]),
  'POST /api/auth/find-email-user-info',
  'POST /api/auth/find-email-user-info-INTT',
  'POST /api/auth/find-email-user-info-MedicVIal',
  // Profile photos are served by an unguessable name (an <img> sends no bearer token).
  'GET /api/uploads/:folder/:name',
]);

/** One route of the API as registered, and whether it carries the session guard. */
export type ApiRoute = { method: string; url: string; guarded: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** The /api routes buildApp registered (the route-table test walks them). */
    apiRoutes: readonly ApiRoute[];
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
 * one that is neither guarded nor listed in `publicRoutes`: a forgotten guard never ships.
 * Registered before the rate-limit plugin, it also gives each route its own onRequest array: that
 * plugin appends its hook to the array, which a GET shares with its HEAD and with any route
 * spread from the same `guarded(...)` value.
 */
export function trackRouteGuards(app: FastifyInstance): { seal(): void } {
  const routes: ApiRoute[] = [];
  let open = true;
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (Array.isArray(route.onRequest)) route.onRequest = [...route.onRequest];
    if (!open || outsideTheApi(route.url)) return;
    const guarded = hasSessionGuard(route.onRequest);
    for (const method of [route.method].flat()) {
      if (!guarded && !isPublicRoute(method, route.url)) {
        throw new Error(
          `${method} ${route.url} has no session guard and is not in publicRoutes (plugins/route-guards.ts)`,
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
