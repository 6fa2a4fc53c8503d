import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../errors';
import { sendError } from './errors';
import {
  FIRST_VIEWS_DIR,
  fitsDrawnView,
  type HtmlPage,
  htmlEncoding,
  htmlPageFor,
  readFirstViews,
} from './web-pages';

const HASHED_ASSET = /\/assets\//;

/**
 * Serves the built web app: hashed assets cached for a year (Brotli or gzip when the browser takes
 * them), the first view the build drew of a public page for its exact path (decision 0090), and
 * `index.html` for every other client route, both with the deployment's mode written in. Unknown
 * `/api/*` paths answer the JSON error body.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const { webDist, appMode } = options.config;
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const indexHtml =
    indexFile && existsSync(indexFile)
      ? htmlPageFor(readFileSync(indexFile, 'utf8'), appMode)
      : undefined;
  const firstViews =
    webDist && indexHtml ? readFirstViews(webDist, appMode) : new Map<string, HtmlPage>();

  if (webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // The pages are only served rewritten, by the not-found handler below.
      allowedPath: (pathName) =>
        pathName !== '/index.html' && !pathName.startsWith(`/${FIRST_VIEWS_DIR}/`),
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          HASHED_ASSET.test(filePath)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  // A drawn view only for its exact path, without a search (a QR's serial fills the verify
  // form), and only where it fits the person's language and colour mode.
  const pageFor = (request: FastifyRequest): HtmlPage | undefined =>
    (fitsDrawnView(request.headers.cookie) ? firstViews.get(request.url) : undefined) ?? indexHtml;

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: HtmlPage) => {
    const encoding = htmlEncoding(request.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie');
    if (encoding !== null) reply.header('content-encoding', encoding);
    return reply.send(encoding === null ? page.raw : page.encoded(encoding));
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const page = indexHtml && pageFor(request);
    if (page && isPage && !request.url.startsWith('/api')) return sendPage(request, reply, page);
    const route = `${request.method} ${request.url.split('?')[0]}`;
    return sendError(reply, new AppError('NOT_FOUND', `No existe la ruta solicitada: ${route}`));
  });
});
