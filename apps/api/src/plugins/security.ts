import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The CSP source of a tile URL template's host; `{s}` (a subdomain letter) becomes a wildcard. */
export function tileSourceOf(tileUrl: string): string {
  return (/^https?:\/\/[^/]+/.exec(tileUrl)?.[0] ?? '').replaceAll('{s}', '*');
}

/**
 * The CSP admits only our own scripts (the SPA has no inline JS); images also from the map's
 * tile server (`imgSources`), which the operative's location picker shows. HSTS and
 * `upgrade-insecure-requests` only for an answer served over https (decision 0051): over plain
 * http (the demo on localhost) they would send the browser to an https port nobody serves.
 */
const helmetOptionsFor = (imgSources: readonly string[], https: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine and SweetAlert2 inject <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...imgSources],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: https ? [] : null,
    },
  },
  strictTransportSecurity: https,
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sets with these options, worked out once by running its middleware against
 * a response that only records them (helmet reads nothing of the request).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer. @fastify/helmet rebuilt helmet's middleware, parsing the CSP,
 * on every request, a share of the API's CPU on the public verification by serial (decision 0011).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { imgSources = [] }: { imgSources?: readonly string[] }) => {
    const sources = imgSources.filter(Boolean);
    const overHttps = securityHeaders(helmetOptionsFor(sources, true));
    const overHttp = securityHeaders(helmetOptionsFor(sources, false));
    // The request's protocol: x-forwarded-proto only from a trusted proxy (TRUST_PROXY, 0032).
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.protocol === 'https' ? overHttps : overHttp);
      done();
    });
  },
);
