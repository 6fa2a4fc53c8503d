import { randomBytes, timingSafeEqual } from 'node:crypto';
import { cookieValue, isStateChanging, XSRF_COOKIE } from '@aptovial/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** What the server issues (24 random bytes, base64url) and accepts back. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

function cookieTokenOf(request: FastifyRequest): string | undefined {
  const token = cookieValue(request.headers.cookie, XSRF_COOKIE);
  return token !== undefined && TOKEN_SHAPE.test(token) ? token : undefined;
}

function sameToken(cookie: string | undefined, header: string | string[] | undefined): boolean {
  if (cookie === undefined || typeof header !== 'string') return false;
  const expected = Buffer.from(cookie);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Who gets a cookie, decided from the request alone: writes (a client that wrote without one
 * learns it from the refusal) and pages (the web reads it before its first write), not API reads
 * nor files (hashed assets a shared cache keeps must not hand one token to everyone). Deciding
 * here, not in an onSend hook, matters: any onSend hook slowed API reads (decision 0014).
 */
function needsCookie(request: FastifyRequest): boolean {
  if (cookieTokenOf(request) !== undefined) return false;
  if (isStateChanging(request.method)) return true;
  const path = request.url.split('?')[0] ?? '';
  return !path.startsWith('/api/') && !/\.[A-Za-z0-9]+$/.test(path);
}

/**
 * docs/product/calls.md, double submit (docs/decisions/0014): a page or a write's answer to a
 * request without the `XSRF-TOKEN` cookie sets a fresh one (readable by the web, which copies it
 * into the `X-XSRF-TOKEN` header); a state-changing call whose header does not match its cookie is
 * refused before routing, validation or any query, so it writes nothing.
 */
export const xsrfPlugin = fp(async (app: FastifyInstance, options: { secure: boolean }) => {
  const attributes = `Path=/; SameSite=Strict${options.secure ? '; Secure' : ''}`;

  app.addHook('onRequest', (request, reply, done) => {
    if (needsCookie(request)) {
      const token = randomBytes(24).toString('base64url');
      reply.header('set-cookie', `${XSRF_COOKIE}=${token}; ${attributes}`);
    }
    if (!isStateChanging(request.method)) return done();
    const header = request.headers['x-xsrf-token'];
    if (sameToken(cookieTokenOf(request), header)) return done();
    done(new AppError('XSRF_TOKEN_INVALID'));
  });
});
