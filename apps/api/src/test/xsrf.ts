import { cookieValue, isStateChanging, XSRF_COOKIE, XSRF_HEADER } from '@aptovial/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestCallback } from 'fastify';

/** The pair the test app sends by default: a cookie and the header that matches it. */
export const TEST_XSRF_TOKEN = 'test-xsrf-token-0123456789';
export const xsrfPair = (token: string = TEST_XSRF_TOKEN) => ({
  cookie: `${XSRF_COOKIE}=${token}`,
  [XSRF_HEADER.toLowerCase()]: token,
});

type Headers = NonNullable<InjectOptions['headers']>;

function hasOwnXsrf(headers: Headers): boolean {
  const cookie = headers.cookie;
  const cookies = Array.isArray(cookie) ? cookie.join('; ') : String(cookie ?? '');
  return XSRF_HEADER.toLowerCase() in headers || cookieValue(cookies, XSRF_COOKIE) !== undefined;
}

/**
 * A state-changing inject gets the matching cookie and header, as the web client sends them,
 * unless the test set either itself (the XSRF tests do, to send a missing or wrong one).
 */
export function withXsrfPair(options: InjectOptions): InjectOptions {
  const headers: Headers = options.headers ?? {};
  if (!isStateChanging(options.method ?? 'GET') || hasOwnXsrf(headers)) return options;
  const pair = xsrfPair();
  const cookie = headers.cookie ? `${String(headers.cookie)}; ${pair.cookie}` : pair.cookie;
  return { ...options, headers: { ...headers, ...pair, cookie } };
}

/** Makes `app.inject({...})` send the pair by default, so tests of other things need not. */
export function injectWithXsrfPair(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  const injectWithPair = (options?: InjectOptions | string, callback?: LightMyRequestCallback) => {
    if (options === undefined) return inject();
    const withPair = typeof options === 'string' ? options : withXsrfPair(options);
    return callback ? inject(withPair, callback) : inject(withPair);
  };
  app.inject = injectWithPair as typeof app.inject;
}
