import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../../adapters/spreadsheet/xlsx';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { readSheet } from '../../test/xlsx';
import { tokensFor } from '../users/testing';
import { callerOf, insertRequest, PREFIX } from './testing';

let t: TestApp;
const ids: Record<string, number> = {};
const day = (date: string) => new Date(`${date}T12:00:00-04:00`);
beforeAll(async () => {
  t = await createSeededApp();
  // Five requests on known days: three in Anzoátegui (two in Anaco), one served.
  ids.anacoOld = await insertRequest(t, {
    names: 'Ana',
    createdAt: day('2026-01-10'),
    grades: ['1'],
  });
  ids.anacoNew = await insertRequest(t, {
    names: 'Beatriz',
    createdAt: day('2026-03-05'),
    grades: ['2', '3'],
    type: 'Renovación',
  });
  ids.aragua = await insertRequest(t, {
    names: 'Carla',
    municipality: 202,
    createdAt: day('2026-02-01'),
    grades: ['3'],
  });
  ids.caracas = await insertRequest(t, {
    names: 'Daniela',
    state: 'VE-A',
    municipality: 101,
    createdAt: day('2026-02-20'),
    grades: ['4'],
  });
  ids.served = await insertRequest(t, {
    names: 'Elena',
    createdAt: day('2026-02-25'),
    grades: ['1', '2'],
    certificateId: 987_654,
    servedAt: day('2026-03-01'),
  });
}, 60_000);
afterAll(() => t.close());
const call = callerOf(() => t);
const tokenOf = tokensFor(() => t);
const admin = () => tokenOf('medicVial', 'admin.vial');
const get = async (url: string, token?: string) =>
  call(token ?? (await admin()), { method: 'GET', url });
const idsOf = async (query: string) => {
  const response = await get(`${PREFIX}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: number }[]).map((r) => r.id);
};

describe('Lista-preRegistro is the road-medicine Admin’s', () => {
  it('refuses without a session (401), the vialDirector, the college and INTT (403)', async () => {
    const paths = [PREFIX, `${PREFIX}/xlsx`, `${PREFIX}/${ids.anacoOld}`];
    for (const path of paths) {
      expect((await call(undefined, { method: 'GET', url: path })).statusCode).toBe(401);
      for (const [scope, name] of [
        ['medicVial', 'director.vial'],
        ['colegio', 'admin.medicos'],
        ['INTT', 'admin.intt'],
      ] as const) {
        const response = await get(path, await tokenOf(scope, name));
        expect(response.statusCode, `${path} ${name}`).toBe(403);
        expect(response.body).not.toContain('solicitante.');
      }
    }
  });
});

describe('GET /api/preRegister', () => {
  it('answers a page, newest first, with the municipality’s name and the served mark', async () => {
    const response = await get(PREFIX);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 5, page: 1, limit: 10 });
    expect(page.data.map((r: { id: number }) => r.id)).toEqual([
      ids.anacoNew,
      ids.served,
      ids.caracas,
      ids.aragua,
      ids.anacoOld,
    ]);
    expect(page.data[0]).toMatchObject({
      municipality: 201,
      municipalityName: 'Anaco',
      grades: ['2', '3'],
      typeCertifields: 'Renovación',
      certificateId: null,
      servedAt: null,
    });
    expect(page.data[1]).toMatchObject({ certificateId: 987_654, servedAt: expect.any(String) });
  });

  it('filters by dates, state, municipality, type, grade and status', async () => {
    expect(await idsOf('date_range=2026-02-01,2026-02-28')).toEqual([
      ids.served,
      ids.caracas,
      ids.aragua,
    ]);
    expect(await idsOf('date_range=2026-03-01,')).toEqual([ids.anacoNew]);
    expect(await idsOf('state=VE-A')).toEqual([ids.caracas]);
    expect(await idsOf('state=VE-B&municipality=202')).toEqual([ids.aragua]);
    expect(await idsOf('typeCertifields=Renovaci%C3%B3n')).toEqual([ids.anacoNew]);
    expect(await idsOf('grade=3')).toEqual([ids.anacoNew, ids.aragua]);
    expect(await idsOf('status=served')).toEqual([ids.served]);
    expect((await idsOf('status=open')).length).toBe(4);
  });

  it('sorts by a listed column only and pages', async () => {
    expect(await idsOf('order_by=names&order_direction=asc&limit=2&page=2')).toEqual([
      ids.aragua,
      ids.caracas,
    ]);
    const page = (await get(`${PREFIX}?limit=2&page=3`)).json();
    expect(page).toMatchObject({ total: 5, page: 3, limit: 2 });
    expect(page.data).toHaveLength(1);
    const bad = await get(`${PREFIX}?order_by=email`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('order_by');
    expect((await get(`${PREFIX}?grade=9`)).statusCode).toBe(400);
  });

  it('exports the same filtered list to Excel', async () => {
    const response = await get(`${PREFIX}/xlsx?state=VE-B&order_by=names&order_direction=asc`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toMatch(/solicitudes-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toContain('N.º de solicitud');
    expect(rows.slice(1).map((row) => row[3])).toEqual(['Ana', 'Beatriz', 'Carla', 'Elena']);
    expect(rows.find((row) => row[3] === 'Elena')).toContain('Sí');
  });

  it('answers one request’s detail, or 404', async () => {
    const one = await get(`${PREFIX}/${ids.caracas}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({ id: ids.caracas, municipalityName: 'Libertador' });
    expect((await get(`${PREFIX}/999999`)).statusCode).toBe(404);
    expect((await get(`${PREFIX}/abc`)).statusCode).toBe(400);
  });
});

describe('GET /api/preRegister/PreRegisterOperative', () => {
  const url = `${PREFIX}/PreRegisterOperative`;

  it('answers a municipality’s open requests and their total to road-medicine sessions', async () => {
    for (const name of ['admin.vial', 'director.vial']) {
      const response = await get(
        `${url}?state=VE-B&municipality=201`,
        await tokenOf('medicVial', name),
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.total).toBe(2);
      expect(body.data.map((r: { id: number }) => r.id)).toEqual([ids.anacoNew, ids.anacoOld]);
    }
    const ranged = await get(`${url}?state=VE-B&municipality=201&date_range=2026-03-01,2026-03-31`);
    expect(ranged.json().total).toBe(1);
  });

  it('refuses the college (403), no session (401), a municipality of another state (400)', async () => {
    const query = `${url}?state=VE-B&municipality=201`;
    expect((await call(undefined, { method: 'GET', url: query })).statusCode).toBe(401);
    expect((await get(query, await tokenOf('colegio', 'admin.medicos'))).statusCode).toBe(403);
    const other = await get(`${url}?state=VE-A&municipality=201`);
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].field).toBe('municipality');
    expect((await get(`${url}?state=VE-B`)).statusCode).toBe(400);
  });
});
