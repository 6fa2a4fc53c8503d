import {
  CHALLENGE_HEADER,
  cookieValue,
  isStateChanging,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@aptovial/shared';
import { i18n } from '../i18n/i18n';
import { reportRefusedSession } from '../session/sessionEvents';
import { useSessionStore } from '../session/sessionStore';
import { ApiError, apiErrorFromBody } from './apiError';

export { ApiError } from './apiError';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: Method;
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
};

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (query === undefined) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

/**
 * The XSRF cookie the server set (docs/product/calls.md), copied into the header of every write.
 */
function xsrfToken(): string | undefined {
  return cookieValue(document.cookie, XSRF_COOKIE);
}

function buildHeaders(hasJsonBody: boolean, accept: string, xsrf: string | undefined): Headers {
  const headers = new Headers({ Accept: accept, 'Content-Language': 'es' });
  // Fastify rejects an empty body declared as JSON, so the type is sent only with a body.
  // A FormData body gets its multipart type (with the boundary) from the browser.
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  const token = useSessionStore.getState().token;
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  if (xsrf !== undefined) headers.set(XSRF_HEADER, xsrf);
  return headers;
}

/** JSON for plain values; a FormData body is sent as it is (multipart). */
function encodeBody(body: unknown): string | FormData | null {
  if (body === undefined) return null;
  return body instanceof FormData ? body : JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends a call and answers the successful response; failures become `ApiError`s. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const body = encodeBody(options.body);
  const method = options.method ?? 'GET';
  const writes = isStateChanging(method);
  const token = useSessionStore.getState().token;
  const attempt = (xsrf: string | undefined) =>
    fetch(withQuery(path, options.query), {
      method,
      headers: buildHeaders(typeof body === 'string', accept, writes ? xsrf : undefined),
      body,
      signal: options.signal ?? null,
    });
  let response: Response;
  try {
    const sent = xsrfToken();
    response = await attempt(sent);
    // A write sent before any cookie existed (or after it was cleared) is refused with a fresh
    // cookie: the refusal wrote nothing, so it is sent once more with that cookie's token.
    const fresh = xsrfToken();
    if (writes && response.status === 403 && fresh !== undefined && fresh !== sent) {
      response = await attempt(fresh);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', i18n.t('errors.network'));
  }
  if (!response.ok) {
    const body = await readBody(response);
    const challenge = response.headers.get(CHALLENGE_HEADER);
    // The session this call carried is gone (expired, revoked): the app takes the person to sign in.
    if (response.status === 401 && token !== null) reportRefusedSession({ token, path });
    throw apiErrorFromBody(response.status, body, i18n.t('errors.unexpected'), challenge);
  }
  return response;
}

/**
 * Calls the API on the same origin. Resolves with the parsed body (callers validate it with
 * the shared zod schemas); rejects with an `ApiError` carrying the server's Spanish message.
 */
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  return readBody(await send(path, options, 'application/json'));
}

/** The file name the server gave in Content-Disposition (the UTF-8 form when present). */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const utf8 = disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return disposition.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** Downloads a file the API generates (an Excel export), with the same session and errors. */
export async function requestFile(
  path: string,
  options: Omit<RequestOptions, 'body'> & { fallbackName: string },
): Promise<{ blob: Blob; fileName: string }> {
  const response = await send(path, options, '*/*');
  return { blob: await response.blob(), fileName: fileNameOf(response, options.fallbackName) };
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const http = {
  get: (path: string, options?: BodylessOptions) => request(path, { ...options, method: 'GET' }),
  post: (path: string, body?: unknown, options?: BodylessOptions) =>
    request(path, { ...options, method: 'POST', body }),
  /** The multipart client of docs/product/calls.md, for file uploads. */
  postForm: (path: string, form: FormData, options?: BodylessOptions) =>
    request(path, { ...options, method: 'POST', body: form }),
  put: (path: string, body?: unknown, options?: BodylessOptions) =>
    request(path, { ...options, method: 'PUT', body }),
  delete: (path: string, options?: BodylessOptions) =>
    request(path, { ...options, method: 'DELETE' }),
};
