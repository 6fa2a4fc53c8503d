import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { modeTitles } from '@aptovial/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../errors';
import { sendError } from './errors';

const HASHED_ASSET = /\/assets\//;

/**
 * Serves the built web app: hashed assets cached for a year (Brotli or gzip when the browser takes
 * them), and `index.html` (with the deployment's mode written in) for every client route. Unknown
 * `/api/*` paths answer the JSON error body.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const { webDist, appMode } = options.config;
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const indexHtml =
    indexFile && existsSync(indexFile)
      ? readFileSync(indexFile, 'utf8')
          .replace(/(<meta name="aptovial-mode" content=")[^"]*(")/, `$1${appMode}$2`)
          // The right title before any script runs: a slow phone shows it at once.
          .replace(/<title>[^<]*<\/title>/, `<title>${modeTitles[appMode]}</title>`)
      : undefined;

  if (webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // index.html is only served rewritten, by the not-found handler below.
      allowedPath: (pathName) => pathName !== '/index.html',
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

  const sendIndex = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (indexHtml && isPage && !request.url.startsWith('/api')) return sendIndex(reply);
    const route = `${request.method} ${request.url.split('?')[0]}`;
    return sendError(reply, new AppError('NOT_FOUND', `No existe la ruta solicitada: ${route}`));
  });
});
