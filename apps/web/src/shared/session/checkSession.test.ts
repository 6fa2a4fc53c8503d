import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiError';
import { checkSession } from './checkSession';

const user = {
  names: 'Luis',
  lastNames: 'Mora',
  email: 'luis@example.com',
  rol: 'Official',
  type: 'INTT',
  image: null,
};

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('checkSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the token and maps the user to a session', async () => {
    const fetchMock = stubFetch(200, { data: { token: 'tok-2', user } });
    await expect(checkSession('tok-2')).resolves.toEqual({
      token: 'tok-2',
      user: { names: 'Luis', lastNames: 'Mora', email: 'luis@example.com', image: null },
      module: 'INTT',
      role: 'Official',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/check-auth',
      expect.objectContaining({ method: 'POST', body: '{"token":"tok-2"}' }),
    );
  });

  it('accepts the unwrapped shape of SPEC.md too', async () => {
    stubFetch(200, { token: 'tok-3', user: { ...user, image: '/img/a.webp' } });
    await expect(checkSession('tok-3')).resolves.toMatchObject({
      user: { image: '/img/a.webp' },
    });
  });

  it('rejects with the API error when the server refuses the token', async () => {
    stubFetch(401, { statusCode: 401, error: 'UNAUTHORIZED', message: 'Sesión expirada' });
    await expect(checkSession('old')).rejects.toBeInstanceOf(ApiError);
  });
});
