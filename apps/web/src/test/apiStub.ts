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

/** The API's error body (SPEC.md section 8, DESIGN.md section 5). */
export function apiError(
  status: number,
  error: string,
  message: string,
  errors?: { field: string; message: string }[],
): ApiReply {
  return { status, body: { statusCode: status, error, message, ...(errors ? { errors } : {}) } };
}
