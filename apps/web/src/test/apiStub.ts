import {
  type ErrorBody,
  type ErrorCode,
  errorMessages,
  errorStatus,
  type FieldError,
} from '@aptovial/shared';
import { vi } from 'vitest';

export type ApiCall = { url: string; method: string; body: unknown; headers: Headers };
export type ApiReply = { status?: number; body?: unknown };

function readBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Replaces `fetch` with a fake API: `handler` sees each call (URL, method, parsed body, headers)
 * and answers a status and a JSON body. Returns the calls made, in order.
 */
export function stubApi(handler: (call: ApiCall) => ApiReply | Promise<ApiReply>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      body: readBody(init.body),
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const reply = await handler(call);
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

type ApiErrorOptions = {
  /** A more precise message than the code's default, as some API refusals send. */
  message?: string;
  errors?: FieldError[];
};

/**
 * The API's error reply for `code` (docs/product/errors.md, docs/architecture.md): status and
 * default message come from the shared error tables, so a stub answers what the API really does and
 * a changed code or status breaks the test.
 */
export function apiError(code: ErrorCode, options: ApiErrorOptions = {}): ApiReply {
  const status = errorStatus[code];
  const body: ErrorBody = {
    statusCode: status,
    error: code,
    message: options.message ?? errorMessages[code],
    ...(options.errors ? { errors: options.errors } : {}),
  };
  return { status, body };
}

/** The same error reply as a `Response`, for tests that stub `fetch` themselves. */
export function apiErrorResponse(code: ErrorCode, options: ApiErrorOptions = {}): Response {
  const { status, body } = apiError(code, options);
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
