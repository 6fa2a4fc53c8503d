import { publicCertificateResponseSchema } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { expectExactly } from '../../test/exact-answer';
import { proofFieldsOf } from './proof-fields';
import { INTT, readsKit, serialsOf, VIAL } from './reads-testing';

// The reports and counts of the same certificates: reads-reports.test.ts.
const { t, call, get, serials, of, veBDoctor } = readsKit();

describe('GET /api/certifields/searchFree (public)', () => {
  it('answers the live status without a session and never the reason', async () => {
    const free = (serial: number | string) =>
      t().app.inject({ method: 'GET', url: `/api/certifields/searchFree?serial=${serial}` });
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
    // Serialized as built (read-routes.ts): the documented shape exactly, nothing more.
    expectExactly(publicCertificateResponseSchema, valid.json());
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
    expect(
      serialsOf((await get('admin.medicos', `/searchDniCert?dni=${veBDoctor()}`)).data),
    ).toEqual(of('veB'));
    expect(serialsOf((await get(INTT, `/searchDniCert?dni=${veBDoctor()}`)).data)).toEqual(
      of('veB'),
    );
    for (const bad of ['/searchDni?dni=', '/searchDniCert?dni=12ab', '/search?serial=']) {
      const refused = await get(VIAL, bad, 400);
      expect(refused.error).toBe('VALIDATION_ERROR');
      expect(refused.message).toMatch(/[a-záéíóúñ]{4}/i);
      expect(refused.errors[0].field).toMatch(/^(dni|serial)$/);
    }
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
    const live = await t().app.inject({
      method: 'GET',
      url: `/api/certifields/searchFree?serial=${serials.valid}`,
    });
    const { status, version, ...answered } = live.json().data;
    expect({ status, version }).toEqual({ status: 'valid', version: 1 });
    expect(proofFieldsOf(certificate)).toEqual(answered);
  });
});
