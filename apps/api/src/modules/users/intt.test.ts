import { describe, expect, it } from 'vitest';
import { readSheet } from '../../test/xlsx';
import { type InttRow, inttSuite } from './intt-testing';
import { expectRefusal, newPerson } from './testing';

/** /api/usersINTT reads (docs/product/calls.md, Users) and their bad input (errors.md). */
const { made, get, post, put, toggle, storedOf, rowCounts } = inttSuite();
const pageOf = async (url: string, name?: string) => {
  const response = await get(url, name);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: InttRow[]; total: number; page: number; limit: number };
};
const namesOf = (rows: InttRow[]) => rows.map((row) => row.names).sort();

describe('GET /api/usersINTT', () => {
  it('pages INTT accounts only, answering {data, total, page, limit}', async () => {
    const all = await pageOf('?limit=100');
    expect(Object.keys(all).sort()).toEqual(['data', 'limit', 'page', 'total']);
    expect(all.total).toBe(9); // 5 demo INTT accounts (with multicuenta's) and 4 made here
    expect(all.data.every((row) => row.type === 'INTT')).toBe(true);
    const pages = await Promise.all([1, 2, 3].map((page) => pageOf(`?limit=4&page=${page}`)));
    expect(pages.map(({ page, limit, total }) => [page, limit, total])).toEqual([
      [1, 4, 9],
      [2, 4, 9],
      [3, 4, 9],
    ]);
    expect(pages.map((page) => page.data.length)).toEqual([4, 4, 1]);
    expect(pages.flatMap((page) => page.data.map((row) => row.id))).toEqual(
      all.data.map((row) => row.id),
    );
    expect(all.data[0]?.names).toBe('Diana'); // newest first by default
  });

  it('sorts by the column and direction asked', async () => {
    const asc = (await pageOf('?order_by=dni&order_direction=asc&limit=100')).data;
    const dnis = asc.map((row) => row.dni);
    expect(dnis).toEqual([...dnis].sort());
    const desc = (await pageOf('?order_by=dni&order_direction=desc&limit=100')).data;
    expect(desc.map((row) => row.dni)).toEqual([...dnis].reverse());
    const byName = (await pageOf('?order_by=names&order_direction=asc&state=VE-G')).data;
    expect(byName.map((row) => row.names)).toEqual(['Ana', 'Bruno']);
  });

  it('filters by state, rol and status, and limits non-Admins to their state', async () => {
    const cases: [string, string[]][] = [
      ['state=VE-G', ['Ana', 'Bruno']],
      ['state=VE-H&status=inactive', ['Carlos']],
      ['status=inactive', ['Carlos']],
      ['rol=ManagingDirector&state=VE-H', ['Diana']],
      ['rol=Official&state=VE-H&status=active', []],
    ];
    for (const [query, names] of cases) {
      const page = await pageOf(`?limit=100&${query}`);
      expect(namesOf(page.data), query).toEqual(names);
      expect(page.total, query).toBe(names.length);
    }
    expect((await pageOf('?rol=Official&limit=100')).total).toBe(4);
    const own = await pageOf('?limit=100', 'director.general.intt');
    expect(own.total).toBe(4);
    expect(own.data.every((row) => row.state === 'VE-A')).toBe(true);
    expect((await pageOf('?state=VE-G', 'director.general.intt')).total).toBe(0);
  });
});

describe('search and reports', () => {
  it('searches INTT accounts by dni, within the caller state', async () => {
    const found = (await pageOf(`/search?dni=${made.Bruno.dni}`)).data;
    expect(found.map((row) => row.id)).toEqual([made.Bruno.id]);
    const both = (await pageOf('/search?dni=10000015')).data; // multicuenta: medic and INTT
    expect(both.map((row) => row.type)).toEqual(['INTT']);
    expect((await pageOf('/search?dni=10000003')).data).toEqual([]); // a college account
    expect((await pageOf(`/search?dni=${made.Bruno.dni}`, 'director.general.intt')).data).toEqual(
      [],
    );
  });

  it('reports and exports to Excel the rows matching the filters', async () => {
    const report = (await pageOf('/reports?state=VE-H')).data;
    expect(namesOf(report)).toEqual(['Carlos', 'Diana']);
    expect(namesOf((await pageOf('/reports?rol=Official&status=inactive')).data)).toEqual([
      'Carlos',
    ]);
    const response = await get('/reports/xlsx?state=VE-H');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="usuarios-intt-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const [header = [], ...rows] = await readSheet(response.rawPayload);
    const column = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect(column('Cédula').sort()).toEqual(report.map((row) => `V-${row.dni}`).sort());
    expect(column('Módulo')).toEqual(['INTT', 'INTT']);
    expect(column('Acceso').sort()).toEqual(['Activo', 'Inactivo']);
    const none = await get('/reports/xlsx?state=VE-H', 'director.general.intt');
    expect((await readSheet(none.rawPayload)).length).toBe(1); // the header only
  });
});

describe('bad input', () => {
  it('answers each malformed value 400 in Spanish with the field named, writing nothing', async () => {
    const before = [await rowCounts(), await storedOf(made.Ana.id)];
    const cases: [string, string][] = [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?page=0', 'page'],
      ['?order_by=unknown', 'order_by'],
      ['?order_by=password', 'order_by'],
      ['?order_direction=sideways', 'order_direction'],
      ['?state=XX', 'state'],
      ['?rol=Boss', 'rol'],
      ['?status=maybe', 'status'],
      ['/search?dni=12ab', 'dni'],
      ['/search?dni=', 'dni'],
      ['/search', 'dni'],
      ['/reports?state=XX', 'state'],
      ['/reports?date_range=2026-02-30,', 'date_range.0'],
      ['/reports/xlsx?status=maybe', 'status'],
    ];
    for (const [url, field] of cases) expectRefusal(await get(url), field);
    const writes: [object, string][] = [
      [{ id: made.Ana.id, names: 'Ana 2' }, 'names'],
      [{ id: made.Ana.id, state: 'XX' }, 'state'],
      [{ id: made.Ana.id, state: 'VE-Q', names: 'Ana María' }, 'state'],
      [{ id: 'abc', names: 'Ana' }, 'id'],
      [{ names: 'Ana' }, 'id'],
    ];
    for (const [payload, field] of writes) expectRefusal(await put(payload), field);
    expectRefusal(await toggle(Number.NaN), 'id');
    expectRefusal(await post(newPerson({ rol: 'Official', dni: '12ab' })), 'dni');
    expect([await rowCounts(), await storedOf(made.Ana.id)]).toEqual(before);
  });
});
