import {
  banks,
  certificateTypes,
  licenceGrades,
  municipalities,
  type ReferenceData,
  roles,
  states,
} from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function fetchReference(url: string): Promise<ReferenceData> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  return response.json<{ data: ReferenceData }>().data;
}

describe('GET reference data', () => {
  it('answers the 24 states and 335 municipalities, each under an existing state', async () => {
    const data = await fetchReference('/api/auth/apisAptoVial');
    expect(data.states).toHaveLength(24);
    expect(data.municipalities).toHaveLength(335);
    const codes = new Set(data.states.map((state) => state.as));
    for (const municipality of data.municipalities)
      expect(codes.has(municipality.state)).toBe(true);
    expect(data.states.every((state) => /^VE-[A-Z]$/.test(state.as))).toBe(true);
    expect(Object.keys(data.states[0] ?? {}).sort()).toEqual(['as', 'name']);
  });

  it('serves the database catalogue, equal to the shared catalogue the web uses', async () => {
    const data = await fetchReference('/api/auth/apisAptoVial');
    expect(data.roles).toEqual(roles.map(({ as, name }) => ({ as, name })));
    expect(data.states).toEqual(states.map(({ as, name }) => ({ as, name })));
    expect(data.municipalities).toEqual([...municipalities]);
    expect(data.typeCertifields).toEqual(certificateTypes.map(({ as, name }) => ({ as, name })));
    expect(data.grades).toEqual(licenceGrades.map(({ as, name }) => ({ as, name })));
    expect([...data.banks].sort((a, b) => a.code - b.code)).toEqual(
      [...banks].sort((a, b) => a.code - b.code),
    );
  });

  it('lists the 24 banks of docs/product/entities.md with their codes', async () => {
    const data = await fetchReference('/api/auth/apisAptoVial');
    expect(data.banks).toHaveLength(24);
    expect(data.banks).toContainEqual({ code: 105, name: 'Mercantil' });
    expect(data.banks).toContainEqual({ code: 134, name: 'Banesco' });
    expect(data.banks).toContainEqual({ code: 191, name: 'Nacional de Crédito' });
  });

  it('has every list the web needs, none empty', async () => {
    const data = await fetchReference('/api/auth/apisAptoVial');
    const { map, ...lists } = data;
    for (const [key, list] of Object.entries(lists)) expect(list.length, key).toBeGreaterThan(0);
    expect(map?.tileUrl).toMatch(/\{z\}.*\{x\}.*\{y\}/);
    expect(data.bloodTypes).toEqual(['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-']);
    expect(data.typeCertifields.map((type) => type.as)).toContain('Especial');
    expect(data.nationalities.map((n) => n.as)).toEqual(['V', 'E']);
  });

  it("delivers the map tiles of the server's config to the web (decision 0025)", async () => {
    const data = await fetchReference('/api/auth/apisAptoVial');
    expect(data.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    });
    const own = await createTestApp({
      map: { tileUrl: 'https://teselas.example.ve/{z}/{x}/{y}.png', attribution: 'Propias' },
    });
    try {
      const response = await own.app.inject({ method: 'GET', url: '/api/auth/apisAptoVial' });
      expect(response.json<{ data: ReferenceData }>().data.map).toEqual({
        tileUrl: 'https://teselas.example.ve/{z}/{x}/{y}.png',
        attribution: 'Propias',
      });
    } finally {
      await own.close();
    }
  });

  it('answers the same bytes on the INTT path', async () => {
    const college = await t.app.inject({ method: 'GET', url: '/api/auth/apisAptoVial' });
    const intt = await t.app.inject({ method: 'GET', url: '/api/authINTT/apisAptoVial' });
    expect(intt.statusCode).toBe(200);
    expect(intt.body).toBe(college.body);
  });

  it('is cacheable: an ETag, and 304 when the client already has it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/auth/apisAptoVial' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect(first.headers['cache-control']).toContain('max-age');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/auth/apisAptoVial',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses unknown query parameters with a Spanish 400 body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/apisAptoVial?limit=5' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'VALIDATION_ERROR' });
    expect(body.message).toMatch(/datos no son válidos/);
    expect(body.errors).toEqual([{ field: 'limit', message: 'Campo desconocido' }]);
  });
});
