import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { readSheet } from '../../test/xlsx';
import { proofFieldsOf } from './proof-fields';
import {
  callerOf,
  certificatesApp,
  insertLot,
  insertMedic,
  newCertificate,
  special,
} from './testing';

let t: TestApp;
const call = callerOf(() => t);
const VIAL = 'director.vial.medicos';
const INTT = { scope: 'INTT' as const, name: 'funcionario.intt' };
const serials: Record<string, number> = {};
let veBDoctor = '';

beforeAll(async () => {
  t = await certificatesApp();
  const veB = await insertMedic(t, {});
  veBDoctor = veB.dni;
  await insertLot(t, {
    state: 'VE-B',
    initialNumber: 3_000_001,
    finalNumber: 3_000_100,
    numberTP: 'TP-B',
  });
  const issue = async (key: string, payload: Record<string, unknown>, who = VIAL) => {
    const response = await call(who, { method: 'POST', url: '/createCertifields', payload });
    expect(response.statusCode, response.body).toBe(200);
    serials[key] = Number(payload.serial);
    return response.json().data as { id: number };
  };
  const holder = { dni: '25000001', names: 'Ana María' };
  await issue('valid', newCertificate({ ...holder, occupation: 'Chofer', place: 'Caracas' }));
  await issue(
    'expired',
    newCertificate({
      ...holder,
      ...special,
      grade: '3',
      expeditionDate: '2025-01-05',
      dueDate: '2026-01-05',
      place: 'Petare',
    }),
  );
  await issue(
    'veB',
    newCertificate({
      serial: 3_000_001,
      schoolNumberId: veB.id,
      dni: '25000002',
      grade: '4',
      typeCertifields: 'Renovación',
      expeditionDate: '2026-03-01',
    }),
    'admin.medicos',
  );
  const disabled = await issue('disabled', newCertificate({ dni: '25000003' }));
  const off = await call(VIAL, {
    method: 'PUT',
    url: `/disableCertifields/${disabled.id}`,
    payload: { reason: 'Documento adulterado' },
  });
  expect(off.statusCode, off.body).toBe(200);
});
afterAll(() => t.close());

const get = async (who: string | typeof INTT, url: string, status = 200) => {
  const response = await call(who, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
};
const serialsOf = (rows: { serial: number }[]) => rows.map((row) => row.serial).sort();
const of = (...keys: string[]) => keys.map((key) => serials[key]).sort();

describe('GET /api/certifields/searchFree (public)', () => {
  it('answers the live status without a session and never the reason', async () => {
    const free = (serial: number | string) =>
      t.app.inject({ method: 'GET', url: `/api/certifields/searchFree?serial=${serial}` });
    const valid = await free(serials.valid ?? 0);
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json().data).toEqual({
      serial: serials.valid,
      status: 'valid',
      version: 1,
      names: 'Ana María',
      lastNames: 'Núñez',
      maskedDni: 'V-25***001',
      grade: '2',
      typeCertifields: 'Primera vez',
      rules: [],
      glasses: false,
      expeditionDate: '2026-06-10',
      dueDate: '2027-06-10',
      doctor: 'Alejandro Mendoza Rivas',
      licenseNumber: 'MV-0001',
      state: 'VE-A',
    });
    expect((await free(serials.expired ?? 0)).json().data.status).toBe('expired');
    const disabled = await free(serials.disabled ?? 0);
    expect(disabled.json().data.status).toBe('disabled');
    expect(disabled.body).not.toContain('adulterado');
    const missing = await free(1_000_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: 'NOT_FOUND',
      message: expect.stringContaining('serial'),
    });
    for (const bad of ['', 'abc', '12a', '12345678901']) {
      const response = await free(bad);
      expect(response.statusCode, bad).toBe(400);
    }
  });
});

describe('searches', () => {
  it('finds by serial within the reader’s states; INTT reads every state, nurses none', async () => {
    expect(serialsOf((await get(VIAL, `/search?serial=${serials.valid}`)).data)).toEqual(
      of('valid'),
    );
    expect((await get('presidente.medicos', `/search?serial=${serials.veB}`)).data).toEqual([]);
    expect(serialsOf((await get('admin.medicos', `/search?serial=${serials.veB}`)).data)).toEqual(
      of('veB'),
    );
    expect(serialsOf((await get(INTT, `/search?serial=${serials.veB}`)).data)).toEqual(of('veB'));
    expect((await get('admin.enfermeras', `/search?serial=${serials.valid}`, 403)).error).toBe(
      'FORBIDDEN',
    );
    await get(VIAL, '/search?serial=', 400);
    await get(VIAL, '/search?serial=x1', 400);
  });

  it('finds a holder’s certificates and a doctor’s issued certificates by dni', async () => {
    expect(serialsOf((await get(VIAL, '/searchDni?dni=25000001')).data)).toEqual(
      of('valid', 'expired'),
    );
    expect(serialsOf((await get(INTT, '/searchDni?dni=25000002&nationality=V')).data)).toEqual(
      of('veB'),
    );
    expect((await get(VIAL, '/searchDni?dni=25000001&nationality=E')).data).toEqual([]);
    const issued = (await get(VIAL, '/searchDniCert?dni=20000001')).data;
    expect(serialsOf(issued)).toEqual(of('valid', 'expired', 'disabled'));
    expect(serialsOf((await get('admin.medicos', `/searchDniCert?dni=${veBDoctor}`)).data)).toEqual(
      of('veB'),
    );
    expect(serialsOf((await get(INTT, `/searchDniCert?dni=${veBDoctor}`)).data)).toEqual(of('veB'));
    for (const bad of ['/searchDni?dni=', '/searchDniCert?dni=12ab', '/search?serial=']) {
      const refused = await get(VIAL, bad, 400);
      expect(refused.error).toBe('VALIDATION_ERROR');
      expect(refused.message).toMatch(/[a-záéíóúñ]{4}/i);
      expect(refused.errors[0].field).toMatch(/^(dni|serial)$/);
    }
  });
});

describe('GET /api/certifields/reports', () => {
  it('applies every filter and names the state’s President', async () => {
    const report = (query: string, who = 'admin.medicos') => get(who, `/reports?${query}`);
    const veA = await report('state=VE-A');
    expect(serialsOf(veA.data)).toEqual(of('valid', 'expired', 'disabled'));
    expect(veA.president).toEqual({
      names: 'Carlos',
      lastNames: 'Pérez',
      dni: '10000002',
      state: 'VE-A',
    });
    const all = await report('');
    expect(all.data).toHaveLength(4);
    expect(all.president).toBeNull();
    expect((await report('state=VE-B')).president).toBeNull();
    const cases: [string, string[]][] = [
      ['grade=3', ['expired']],
      ['typeCertifields=Renovaci%C3%B3n', ['veB']],
      ['status=false', ['disabled']],
      ['numberTP=TP-B', ['veB']],
      ['date_range=2026-01-01,2026-03-31', ['veB']],
      ['date_range=,2025-12-31', ['expired']],
      ['dni=25000001&nationality=V', ['valid', 'expired']],
      ['occupation=chof', ['valid']],
      ['place=petare', ['expired']],
    ];
    for (const [query, keys] of cases) {
      expect(serialsOf((await report(query)).data), query).toEqual(of(...keys));
    }
    const own = await report('', 'presidente.medicos');
    expect(serialsOf(own.data)).toEqual(of('valid', 'expired', 'disabled'));
    expect(own.president).toMatchObject({ dni: '10000002' });
    expect((await get(INTT, '/reports', 403)).error).toBe('WRONG_MODULE');
    await get('admin.medicos', '/reports?status=maybe', 400);
  });

  it('exports the same report to Excel', async () => {
    const response = await call('admin.medicos', {
      method: 'GET',
      url: '/reports/xlsx?state=VE-A',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/certificados-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(['Serial', 'Nro TP', 'Estado']);
    expect(
      rows
        .slice(1)
        .map((row) => Number(row[0]))
        .sort(),
    ).toEqual(of('valid', 'expired', 'disabled'));
    expect(rows.find((row) => Number(row[0]) === serials.disabled)).toContain('Deshabilitado');
  });
});

describe('GET /api/certifields/countCertificates', () => {
  it('totals by state, grade, type and status over the expedition dates', async () => {
    const { data } = await get('admin.medicos', '/countCertificates');
    expect(data).toEqual({
      total: 4,
      byState: [
        { key: 'VE-A', total: 3 },
        { key: 'VE-B', total: 1 },
      ],
      byGrade: [
        { key: '2', total: 2 },
        { key: '3', total: 1 },
        { key: '4', total: 1 },
      ],
      byType: [
        { key: 'Especial', total: 1 },
        { key: 'Primera vez', total: 2 },
        { key: 'Renovación', total: 1 },
      ].sort((a, b) => b.total - a.total),
      byStatus: [
        { key: 'true', total: 3 },
        { key: 'false', total: 1 },
      ],
    });
    const recent = await get('admin.medicos', '/countCertificates?date_range=2026-02-01,');
    expect(recent.data.total).toBe(3);
    // Reportes is the medic Admin's alone (reports-access.test.ts walks every module and role).
    await get('presidente.medicos', '/countCertificates', 403);
    await get('admin.medicos', '/countCertificates?date_range=ayer', 400);
  });
});

describe('GET /api/certifields (the list)', () => {
  it('pages every state’s certificates for INTT and the own state’s for the college', async () => {
    const first = await get(INTT, '/?limit=2&order_by=serial&order_direction=asc');
    expect(first).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(first.data.map((row: { serial: number }) => row.serial)).toEqual(of('valid', 'expired'));
    expect(
      (await get(INTT, '/?state=VE-B')).data.map((row: { serial: number }) => row.serial),
    ).toEqual(of('veB'));
    const college = await get(VIAL, '/?limit=100');
    expect(college.total).toBeGreaterThan(0);
    expect(college.data.every((row: { state: string }) => row.state === 'VE-A')).toBe(true);
    expect(college.data.map((row: { serial: number }) => row.serial)).not.toContain(serials.veB);
    expect((await get('admin.enfermeras', '/', 403)).error).toBe('FORBIDDEN');
    await get(INTT, '/?limit=1000', 400);
  });
});

describe('printouts', () => {
  it('prints a certificate the reader sees as a PDF, on A4 or letter', async () => {
    const [found] = (await get(VIAL, `/search?serial=${serials.valid}`)).data as { id: number }[];
    for (const paper of ['A4', 'LETTER']) {
      const response = await call(VIAL, { method: 'GET', url: `/${found?.id}/pdf?paper=${paper}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const other = (await get(INTT, `/search?serial=${serials.veB}`)).data as { id: number }[];
    const hidden = await call(VIAL, { method: 'GET', url: `/${other[0]?.id}/pdf` });
    expect(hidden.statusCode).toBe(404);
    const bad = await call(VIAL, { method: 'GET', url: `/${found?.id}/pdf?paper=A3` });
    expect(bad.statusCode).toBe(400);
  });

  it('signs in the QR exactly what the public verification answers', async () => {
    const [certificate] = (await get(VIAL, `/search?serial=${serials.valid}`)).data;
    const live = await t.app.inject({
      method: 'GET',
      url: `/api/certifields/searchFree?serial=${serials.valid}`,
    });
    const { status, version, ...answered } = live.json().data;
    expect({ status, version }).toEqual({ status: 'valid', version: 1 });
    expect(proofFieldsOf(certificate)).toEqual(answered);
  });

  it('prints the report with its filters as a PDF for the college only', async () => {
    const response = await call('admin.medicos', {
      method: 'GET',
      url: '/reports/pdf?state=VE-A&paper=LETTER',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect((await call(INTT, { method: 'GET', url: '/reports/pdf' })).statusCode).toBe(403);
  });
});
