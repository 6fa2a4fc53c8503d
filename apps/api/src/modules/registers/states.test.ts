import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { tokensFor } from '../users/testing';
import { callerOf, newNumber, newRegister } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());
const tokenOf = tokensFor(() => t);
const call = callerOf(() => t);
const dataOf = async (url: string) => {
  const response = await call(await tokenOf('colegio', 'admin.medicos'), { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: { id: number }[]; total: number };
};

describe("the states copied onto registers (the lists' state and road-medicine filters)", () => {
  it('follows every change of its college numbers, in the rows of a page as in its total', async () => {
    const admin = await tokenOf('colegio', 'admin.medicos');
    const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const response = await call(admin, { method, url, payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { id: number };
    };
    const register = await send('POST', '/register', newRegister({}, { state: 'VE-W' }));
    // Each filter both on the page's rows (the registers' copy) and with a register-level filter
    // (counted from the registers, not from the numbers).
    const idsOf = async (query: string) => {
      const [page, counted] = await Promise.all([
        dataOf(`/register?limit=100&${query}`),
        dataOf(`/register?limit=1&nationality=V&${query}`),
      ]);
      const ids = page.data.map((row) => row.id).filter((id) => id === register.id);
      expect(counted.total, query).toBeGreaterThanOrEqual(ids.length);
      return ids;
    };
    expect(await idsOf('state=VE-W')).toEqual([register.id]);
    expect(await idsOf('state=VE-X')).toEqual([]);
    expect(await idsOf('state=VE-X&medicVial=true')).toEqual([]);

    const added = await send('POST', '/schoolNumber/createSchoolNumbers', {
      registerId: register.id,
      ...newNumber({ state: 'VE-X', medicVial: true, licenseNumber: 'HV-9901' }),
    });
    expect(await idsOf('state=VE-X')).toEqual([register.id]);
    expect(await idsOf('state=VE-X&medicVial=true')).toEqual([register.id]);
    expect(await idsOf('state=VE-W&medicVial=false')).toEqual([register.id]);
    expect(await idsOf('medicVial=false')).toEqual([]);

    await send('PUT', '/schoolNumber/updatedSchoolNumbers', {
      id: added.id,
      state: 'VE-Y',
      medicVial: false,
      licenseNumber: null,
    });
    expect(await idsOf('state=VE-X')).toEqual([]);
    expect(await idsOf('state=VE-Y')).toEqual([register.id]);
    expect(await idsOf('medicVial=true')).toEqual([]);
    expect(await idsOf('medicVial=false')).toEqual([register.id]);
  });
});
