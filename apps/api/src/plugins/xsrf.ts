import { randomBytes, timingSafeEqual } from 'node:crypto';
import { cookieValue, isStateChanging, XSRF_COOKIE } from '@aptovial/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** A file a shared cache may keep (the hashed assets) must not hand one token to everyone. */
function sharedCacheMayKeep(reply: FastifyReply): boolean {
  return String(reply.getHeader('cache-control') ?? '').includes('public');
}

/**
 * Who gets a cookie: the pages (the web reads it before its first write) and the answers to
 * writes (a client that wrote without one learns it from the refusal). Not API reads: a fresh
 * token on every cookieless read cost the public verification a third of its requests/s.
 */
function needsCookie(request: FastifyRequest, reply: FastifyReply): boolean {
  if (cookieTokenOf(request) !== undefined || sharedCacheMayKeep(reply)) return false;
  if (isStateChanging(request.method)) return true;
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

/**
 * SPEC.md section 7, double submit (docs/decisions/0014): a page or a write's answer to a request
 * without the `XSRF-TOKEN` cookie sets a fresh one (readable by the web, which copies it into the
 * `X-XSRF-TOKEN` header); a state-changing call whose header does not match its cookie is
 * refused before routing, validation or any query, so it writes nothing.
 */
export const xsrfPlugin = fp(async (app: FastifyInstance, options: { secure: boolean }) => {
  const attributes = `Path=/; SameSite=Strict${options.secure ? '; Secure' : ''}`;

  app.addHook('onRequest', (request, _reply, done) => {
    if (!isStateChanging(request.method)) return done();
    const header = request.headers['x-xsrf-token'];
    if (sameToken(cookieTokenOf(request), header)) return done();
    done(new AppError('XSRF_TOKEN_INVALID'));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (needsCookie(request, reply)) {
      const token = randomBytes(24).toString('base64url');
      reply.header('set-cookie', `${XSRF_COOKIE}=${token}; ${attributes}`);
    }
    done(null, payload);
  });
});
