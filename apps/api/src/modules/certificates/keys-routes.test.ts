import { certificateKeysResponseSchema } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/certifields/keys', () => {
  it('answers the public key set without a session, cacheable for an hour', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/certifields/keys' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { keys } = certificateKeysResponseSchema.parse(response.json());
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', use: 'sig', alg: 'EdDSA' });
    expect(response.headers['x-ratelimit-limit']).toBeDefined();
  });
});
