import { todayInCaracas } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { readSheet } from '../../test/xlsx';
import { tokensFor } from '../users/testing';
import { callerOf, newNumber, newNurse, newRegister } from './testing';

/** 23:30 of 2031-05-19 in Caracas, already the 20th in UTC. */
const NOW = new Date('2031-05-20T03:30:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp(() => NOW);
});
afterAll(() => t.close());
const tokenOf = tokensFor(
  () => t,
  () => NOW.getTime(),
);
const call = callerOf(() => t);
const get = async (url: string, name = 'admin.medicos', scope: 'colegio' | 'INTT' = 'colegio') =>
  call(await tokenOf(scope, name), { method: 'GET', url });

type Listed = {
  id: number;
  dni: string;
  names: string;
  type: string;
  nationality: string;
  schoolNumbers: { state: string; solvency: string; currentSolvency: string }[];
};
const dataOf = async (url: string, name?: string, scope?: 'colegio' | 'INTT') => {
  const response = await get(url, name, scope);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Listed[]; total?: number; page?: number; limit?: number };
};
const dnisOf = (rows: Listed[]) => rows.map((row) => row.dni).sort();

const made: Record<string, Listed> = {};
async function make(key: string, payload: object, name = 'admin.medicos') {
  const response = await call(await tokenOf('colegio', name), {
    method: 'POST',
    url: '/register',
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  made[key] = response.json().data;
}
const dniOf = (key: string) => made[key]?.dni ?? '';

beforeAll(async () => {
  await make('a1', newRegister({ names: 'Alberto', genders: 'M' }));
  await make('a2', newRegister({ names: 'Beatriz', specialty: 'Cardiología' }));
  await make('vial', newRegister({ names: 'Carla' }, { medicVial: true, licenseNumber: 'HV-9' }));
  await make('b1', newRegister({ names: 'Daniel', genders: 'M' }, { state: 'VE-B' }));
  const both = newRegister(
    { names: 'Elena' },
    { state: 'VE-B', medicVial: true, licenseNumber: 'HV-8' },
  );
  both.schoolNumbers.push(newNumber({ state: 'VE-A' }));
  await make('ab', both);
  await make('foreign', newRegister({ names: 'Fabio', nationality: 'E', dni: dniOf('a1') }));
  await make('n1', newNurse({ names: 'Gabriela' }), 'admin.enfermeras');
  await make('n2', newNurse({ names: 'Hilda' }, { state: 'VE-B' }), 'admin.enfermeras');
});

describe('GET /api/register', () => {
  it('pages sorted lists without overlap, newest first by default', async () => {
    const newest = await dataOf('/register?type=medic&limit=2');
    expect(newest).toMatchObject({ total: 6, page: 1, limit: 2 });
    expect(newest.data.map((row) => row.names)).toEqual(['Fabio', 'Elena']);
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        dataOf(`/register?type=medic&limit=2&page=${page}&order_by=names&order_direction=asc`),
      ),
    );
    expect(pages.flatMap((page) => page.data.map((row) => row.names))).toEqual([
      'Alberto',
      'Beatriz',
      'Carla',
      'Daniel',
      'Elena',
      'Fabio',
    ]);
    const all = await dataOf('/register?limit=100');
    expect(all.total).toBe(8);
  });

  it('filters by state, road medicine, specialty, gender, type, dni and nationality', async () => {
    const cases: [string, string[]][] = [
      ['state=VE-B', ['b1', 'ab', 'n2']],
      ['state=VE-A&medicVial=true', ['vial']],
      ['medicVial=true', ['vial', 'ab']],
      ['state=VE-B&medicVial=false', ['b1', 'n2']],
      ['specialty=Cardiolog%C3%ADa', ['a2']],
      ['genders=M', ['a1', 'b1']],
      ['type=nurse', ['n1', 'n2']],
      [`dni=${dniOf('a1')}`, ['a1', 'foreign']],
      [`dni=${dniOf('a1')}&nationality=E`, ['foreign']],
      ['academicDegree=Licenciatura%20en%20Enfermer%C3%ADa', ['n1', 'n2']],
    ];
    for (const [query, keys] of cases) {
      const page = await dataOf(`/register?limit=100&${query}`);
      expect(dnisOf(page.data), query).toEqual(keys.map(dniOf).sort());
      expect(page.total, query).toBe(keys.length);
    }
  });

  it('shows non-Admin accounts only their type, with a number in their state', async () => {
    const president = await dataOf('/register?limit=100', 'presidente.medicos');
    expect(dnisOf(president.data)).toEqual(['a1', 'a2', 'vial', 'ab', 'foreign'].map(dniOf).sort());
    // Counted from the college numbers' indexes alone (one state, one type): the same total.
    expect(president.total).toBe(5);
    const board = await dataOf('/register?limit=100&state=VE-B', 'directiva.medicos');
    expect(dnisOf(board.data)).toEqual([dniOf('ab')]);
    const nurses = await dataOf('/register?limit=100', 'presidente.enfermeras');
    expect(dnisOf(nurses.data)).toEqual([dniOf('n1')]);
    expect(nurses.total).toBe(1);
    expect(
      (await dataOf(`/register/search?dni=${dniOf('a2')}`, 'presidente.enfermeras')).data,
    ).toEqual([]);
    const nurseAdmin = await dataOf('/register?limit=100', 'admin.enfermeras');
    expect(nurseAdmin.total).toBe(8);
  });

  it('refuses bad queries with the field named', async () => {
    for (const [query, field] of [
      ['order_by=email', 'order_by'],
      ['limit=1000', 'limit'],
      ['state=Zulia', 'state'],
      ['medicVial=yes', 'medicVial'],
    ]) {
      const response = await get(`/register?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(
        field,
      );
    }
  });
});

describe('search and report', () => {
  it('searches by dni, nationality V unless asked', async () => {
    const dni = dniOf('a1');
    expect((await dataOf(`/register/search?dni=${dni}`)).data.map((row) => row.names)).toEqual([
      'Alberto',
    ]);
    const foreign = await dataOf(`/register/search?dni=${dni}&nationality=E`);
    expect(foreign.data.map((row) => row.names)).toEqual(['Fabio']);
    expect((await get('/register/search')).statusCode).toBe(400);
    expect((await dataOf('/register/search?dni=99999999')).data).toEqual([]);
  });

  it('reports every matching register, filtered by creation dates', async () => {
    const report = await dataOf('/register/reports?type=medic&state=VE-A');
    expect(dnisOf(report.data)).toEqual(['a1', 'a2', 'vial', 'ab', 'foreign'].map(dniOf).sort());
    expect(report.total).toBeUndefined();
    const today = todayInCaracas(new Date());
    const around = await dataOf(`/register/reports?date_range=2020-01-01,${today}`);
    expect(around.data).toHaveLength(8);
    expect((await dataOf('/register/reports?date_range=2020-01-01,2020-12-31')).data).toEqual([]);
    const bad = await get('/register/reports?date_range=2026-02-30,');
    expect(bad.statusCode).toBe(400);
  });
});

describe('Excel export', () => {
  const sheetOf = async (url: string, name: string, scope: 'colegio' | 'INTT' = 'colegio') => {
    const response = await get(url, name, scope);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    return readSheet(response.rawPayload);
  };

  it('exports the report with its filters, one row per register', async () => {
    const [header, ...rows] = await sheetOf(
      '/register/reports/xlsx?type=medic&state=VE-A',
      'admin.medicos',
    );
    expect(header?.slice(0, 3)).toEqual(['Cédula', 'Nombres', 'Apellidos']);
    const dni = header?.indexOf('Cédula') ?? -1;
    const expected = ['a1', 'a2', 'vial', 'ab'].map((key) => `V-${dniOf(key)}`);
    expect(
      rows
        .map((row) => row[dni])
        .filter((cell) => cell?.startsWith('V-'))
        .sort(),
    ).toEqual(expected.sort());
    expect(rows).toHaveLength(5);
    const licence = header?.indexOf('N.º de habilitado') ?? -1;
    expect(
      rows
        .map((row) => row[licence])
        .filter(Boolean)
        .sort(),
    ).toEqual(['HV-8', 'HV-9']);
  });

  it('exports only what the caller may see, and per login', async () => {
    const [, ...nurses] = await sheetOf('/register/reports/xlsx', 'presidente.enfermeras');
    expect(nurses.map((row) => row[1])).toEqual(['Gabriela']);
    const [header, ...medics] = await sheetOf(
      '/register/listMedicsINTT/xlsx?state=VE-B',
      'funcionario.intt',
      'INTT',
    );
    const type = header?.indexOf('Tipo') ?? -1;
    expect(medics.map((row) => row[type])).toEqual(['Médico', 'Médico']);
    const wrong = await get('/register/listMedicsINTT/xlsx', 'admin.medicos');
    expect(wrong.json().error).toBe('WRONG_MODULE');
    // The export of a search (Medicos-INTT): the one register of that dni and nationality.
    for (const [nationality, names] of [
      ['V', ['Alberto']],
      ['E', ['Fabio']],
    ] as const) {
      const query = `dni=${dniOf('a1')}&nationality=${nationality}`;
      const [, ...found] = await sheetOf(
        `/register/listMedicsINTT/xlsx?${query}`,
        'funcionario.intt',
        'INTT',
      );
      expect(found.map((row) => row[1])).toEqual(names);
    }
  });
});

describe('solvency', () => {
  it("reads 'Sí' through today in Caracas and 'No' before, with the app's clock", async () => {
    const input = newRegister({}, { currentSolvency: '2031-05-19' });
    input.schoolNumbers.push(newNumber({ state: 'VE-C', currentSolvency: '2031-05-18' }));
    input.schoolNumbers.push(newNumber({ state: 'VE-D', currentSolvency: '2031-05-20' }));
    await make('solvency', input);
    expect(made.solvency?.schoolNumbers.map((number) => number.solvency)).toEqual([
      'Sí',
      'No',
      'Sí',
    ]);
    const [found] = (await dataOf(`/register/search?dni=${dniOf('solvency')}`)).data;
    expect(found?.schoolNumbers.map((number) => number.solvency)).toEqual(['Sí', 'No', 'Sí']);
  });
});

describe('INTT', () => {
  it('finds medics of every state, never nurses, for every INTT role', async () => {
    for (const name of ['funcionario.intt', 'admin.intt', 'director.general.intt']) {
      const found = await dataOf(`/register/searchINTT?dni=${dniOf('b1')}`, name, 'INTT');
      expect(found.data.map((row) => row.names)).toEqual(['Daniel']);
    }
    const nurse = await dataOf(
      `/register/searchINTT?dni=${dniOf('n2')}`,
      'funcionario.intt',
      'INTT',
    );
    expect(nurse.data).toEqual([]);
    const list = await dataOf('/register/listMedicsINTT?limit=100', 'funcionario.intt', 'INTT');
    expect(list.total).toBeGreaterThanOrEqual(6);
    expect(list.data.every((row) => row.type === 'medic')).toBe(true);
    const inB = await dataOf('/register/listMedicsINTT?state=VE-B', 'funcionario.intt', 'INTT');
    expect(dnisOf(inB.data)).toEqual([dniOf('b1'), dniOf('ab')].sort());
  });

  it('keeps each login to its own routes', async () => {
    for (const url of ['/register', `/register/search?dni=${dniOf('a1')}`, '/register/reports']) {
      const response = await get(url, 'funcionario.intt', 'INTT');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('WRONG_MODULE');
    }
    for (const url of [`/register/searchINTT?dni=${dniOf('a1')}`, '/register/listMedicsINTT']) {
      const response = await get(url, 'admin.medicos');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('WRONG_MODULE');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/register' });
    expect(anonymous.statusCode).toBe(401);
  });
});
