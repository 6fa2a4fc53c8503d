import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { readSheet } from '../../test/xlsx';
import { tokensFor } from '../users/testing';
import { callerOf, newNumber, newRegister, rowCountsOf } from './testing';

// The road-medicine Admin finds enabled medics to grant their credentials (decision 0018).
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());
const tokenOf = tokensFor(() => t);
const call = callerOf(() => t);
const rowCounts = rowCountsOf(() => t);
const roadAdmin = () => tokenOf('medicVial', 'admin.vial');

type Listed = {
  dni: string;
  nationality: string;
  schoolNumbers: { state: string; medicVial: boolean }[];
};
const hasRoadNumber = (row: Listed) => row.schoolNumbers.some((number) => number.medicVial);

async function create(payload: object): Promise<Listed> {
  const admin = await tokenOf('colegio', 'admin.medicos');
  const response = await call(admin, { method: 'POST', url: '/register', payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

let enabled: Listed;
let plain: Listed;
beforeAll(async () => {
  enabled = await create(
    newRegister({}, newNumber({ state: 'VE-K', medicVial: true, licenseNumber: 'HV-7701' })),
  );
  plain = await create(newRegister({}, newNumber({ state: 'VE-K' })));
});

describe("the road-medicine Admin's reading of registers", () => {
  it('lists enabled medics of every state, and never others even when asked', async () => {
    const token = await roadAdmin();
    for (const query of ['', 'medicVial=false', 'state=VE-K', 'type=nurse']) {
      const response = await call(token, { method: 'GET', url: `/register?limit=100&${query}` });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      const rows = response.json().data as Listed[];
      expect(rows.every(hasRoadNumber), query).toBe(true);
      expect(rows.map((row) => row.dni)).not.toContain(plain.dni);
    }
    const byState = await call(token, { method: 'GET', url: '/register?state=VE-K&limit=100' });
    expect((byState.json().data as Listed[]).map((row) => row.dni)).toContain(enabled.dni);
  });

  it('finds an enabled medic by dni, not a medic without a road-medicine number', async () => {
    const token = await roadAdmin();
    const search = (dni: string) =>
      call(token, { method: 'GET', url: `/register/search?dni=${dni}&nationality=V` });
    expect((await search(enabled.dni)).json().data).toHaveLength(1);
    expect((await search(plain.dni)).json().data).toEqual([]);
  });

  it('exports the enabled medics to Excel', async () => {
    const response = await call(await roadAdmin(), {
      method: 'GET',
      url: '/register/reports/xlsx?state=VE-K',
    });
    expect(response.statusCode).toBe(200);
    const cells = (await readSheet(response.rawPayload)).flat();
    expect(cells).toContain(`${enabled.nationality}-${enabled.dni}`);
    expect(cells).not.toContain(`${plain.nationality}-${plain.dni}`);
  });

  it('writes nothing: creating or editing registers stays the colleges', async () => {
    const before = await rowCounts();
    const token = await roadAdmin();
    const created = await call(token, { method: 'POST', url: '/register', payload: newRegister() });
    expect(created.statusCode).toBe(403);
    expect(created.json().error).toBe('WRONG_MODULE');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses the road-medicine doctors: they read no registers', async () => {
    const director = await tokenOf('medicVial', 'director.vial');
    for (const url of ['/register', '/register/search?dni=1&nationality=V', '/register/reports']) {
      const response = await call(director, { method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error).toBe('WRONG_MODULE');
    }
  });
});
