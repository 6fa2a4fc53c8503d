import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse } from '../../test/apiStub';
import { sessionUserOf } from '../../test/sessionFixtures';
import { ApiError } from '../api/apiError';
import { checkSession } from './checkSession';

const user = sessionUserOf({ names: 'Luis', lastNames: 'Mora', type: 'INTT', rol: 'Official' });

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('checkSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the token and keeps the whole user, its step, module (type) and role (rol)', async () => {
    const fetchMock = stubFetch(200, { token: 'tok-2', step: 'ready', user });
    await expect(checkSession('tok-2')).resolves.toEqual({
      token: 'tok-2',
      step: 'ready',
      user,
      module: 'INTT',
      role: 'Official',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/check-auth',
      expect.objectContaining({ method: 'POST', body: '{"token":"tok-2"}' }),
    );
  });

  it('reports a session that still has to accept the terms', async () => {
    stubFetch(200, { token: 'tok-3', step: 'terms', user });
    await expect(checkSession('tok-3')).resolves.toMatchObject({ step: 'terms' });
  });

  it('refuses an answer that is not the check-auth shape', async () => {
    stubFetch(200, { data: { token: 'tok-3', user } });
    await expect(checkSession('tok-3')).rejects.toThrow();
  });

  it('rejects with the API error when the server refuses the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiErrorResponse('SESSION_EXPIRED')),
    );
    await expect(checkSession('old')).rejects.toBeInstanceOf(ApiError);
  });
});
