import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse } from '../../test/apiStub';
import { useSessionStore } from '../session/sessionStore';
import { ApiError, http, request } from './http';

type FetchArgs = [input: string, init: RequestInit];

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('http client', () => {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    useSessionStore.getState().clear();
  });

  function lastCall(): { url: string; headers: Headers; init: RequestInit } {
    const call = fetchMock.mock.lastCall;
    if (call === undefined) throw new Error('fetch was not called');
    const [url, init] = call;
    return { url, headers: new Headers(init.headers), init };
  }

  it('sends JSON with Spanish content language and the bearer token, same origin', async () => {
    useSessionStore.setState({ token: 'tok-1' });
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { ok: true } }));

    const body = await http.post('/api/auth/check-auth', { token: 'tok-1' });

    expect(body).toEqual({ data: { ok: true } });
    const { url, headers, init } = lastCall();
    expect(url).toBe('/api/auth/check-auth');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"token":"tok-1"}');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Content-Language')).toBe('es');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a session and no body type without a body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await http.get('/api/settings');
    const { headers } = lastCall();
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('encodes query parameters and skips empty ones', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [] }));
    await http.get('/api/register', { query: { limit: 10, page: 1, dni: undefined, q: 'a b' } });
    expect(lastCall().url).toBe('/api/register?limit=10&page=1&q=a+b');
  });

  it('sends FormData as multipart, leaving the type (and boundary) to the browser', async () => {
    useSessionStore.setState({ token: 'tok-1' });
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { image: '/a.webp' } }));
    const form = new FormData();
    form.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    await http.postForm('/api/uploads/updated-photo', form);
    const { headers, init } = lastCall();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('resolves an empty answer as undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(http.put('/api/users/updatedAccess')).resolves.toBeUndefined();
  });

  it('throws an ApiError parsed from the server error body', async () => {
    fetchMock.mockResolvedValue(
      apiErrorResponse('VALIDATION_ERROR', {
        message: 'Algunos datos no son válidos.',
        errors: [{ field: 'dni', message: 'La cédula es obligatoria' }],
      }),
    );
    const failure = await http.post('/api/users', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Algunos datos no son válidos.',
      fieldErrors: [{ field: 'dni', message: 'La cédula es obligatoria' }],
    });
  });

  it('gives a Spanish message when the error body is not the API shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(http.get('/api/settings')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Ha ocurrido un error inesperado. Intente de nuevo más tarde.',
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.get('/api/settings')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

describe('XSRF header (docs/product/calls.md)', () => {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  const setCookie = (token: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie.
    document.cookie = `XSRF-TOKEN=${token}; path=/`;
  };
  const xsrfHeaders = () =>
    fetchMock.mock.calls.map(([, init]) => new Headers(init.headers).get('X-XSRF-TOKEN'));

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    // biome-ignore lint/suspicious/noDocumentCookie: forgets the cookie between tests.
    document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
  });

  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on every write, not on reads', async () => {
    setCookie('token-from-server');
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await http.post('/api/a', { x: 1 });
    await http.put('/api/a', { x: 1 });
    await http.delete('/api/a');
    await http.postForm('/api/a', new FormData());
    await request('/api/a', { method: 'PATCH', body: {} });
    await http.get('/api/a');
    expect(xsrfHeaders()).toEqual([
      'token-from-server',
      'token-from-server',
      'token-from-server',
      'token-from-server',
      'token-from-server',
      null,
    ]);
  });

  it('sends a write once more when its refusal brought the first cookie', async () => {
    fetchMock
      .mockImplementationOnce(async () => {
        setCookie('fresh-token');
        return apiErrorResponse('XSRF_TOKEN_INVALID');
      })
      .mockImplementationOnce(async () => jsonResponse(200, { data: 'ok' }));
    await expect(http.post('/api/a', { x: 1 })).resolves.toEqual({ data: 'ok' });
    expect(xsrfHeaders()).toEqual([null, 'fresh-token']);
  });

  it('does not repeat a refusal when the cookie did not change', async () => {
    setCookie('same-token');
    fetchMock.mockImplementation(async () => apiErrorResponse('XSRF_TOKEN_INVALID'));
    await expect(http.post('/api/a', {})).rejects.toMatchObject({
      status: 403,
      code: 'XSRF_TOKEN_INVALID',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
