import { apiPaths } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { nulCharacterAt } from './nul-text';

describe('NUL characters in input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the first NUL anywhere in a parsed input, keys included', () => {
    expect(nulCharacterAt({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(nulCharacterAt({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(nulCharacterAt('\u0000')).toBe('');
    expect(nulCharacterAt({ a: 'ok', n: 1, z: null })).toBeUndefined();
  });

  it('refuses one in a JSON body and in a query with 400 in Spanish, before validation', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: apiPaths.createPreregister,
      payload: { names: 'Ana\u0000María' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      errors: [{ field: 'names', message: 'Contiene un carácter no permitido (NUL)' }],
    });
    const query = await t.app.inject({ method: 'GET', url: `${apiPaths.searchFree}?serial=1%002` });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual([
      { field: 'serial', message: 'Contiene un carácter no permitido (NUL)' },
    ]);
  });
});
