import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { callerOf, certificatesApp, newCertificate, refusalCheck, special } from './testing';

// Bad input on the certificate routes not covered beside their happy paths: each answers a
// Spanish 4xx naming the field, and writes nothing.
let t: TestApp;
beforeAll(async () => {
  t = await certificatesApp();
});
afterAll(() => t.close());
const call = callerOf(() => t);
const refused = refusalCheck(() => t);
const VIAL = 'director.vial.medicos';
const issue = (payload: object) =>
  call(VIAL, { method: 'POST', url: '/createCertifields', payload });
const put =
  (url: string, payload: object, who = VIAL) =>
  () =>
    call(who, { method: 'PUT', url, payload });
const get =
  (url: string, who = 'admin.medicos') =>
  () =>
    call(who, { method: 'GET', url });

describe('Especial and the other types', () => {
  it('an Especial needs its typeSpecial; other types carry no typeSpecial or observations', async () => {
    const bad = (extra: Record<string, unknown>) => () => issue(newCertificate(extra));
    await refused(
      bad({ ...special, grade: '3', typeSpecial: undefined }),
      400,
      'VALIDATION_ERROR',
      'typeSpecial',
    );
    await refused(bad({ typeSpecial: 'Discapacidad' }), 400, 'VALIDATION_ERROR', 'typeSpecial');
    await refused(bad({ observations: 'Nada' }), 400, 'VALIDATION_ERROR', 'observations');
  });
});

describe('disable and re-enable', () => {
  it('refuses a missing or empty reason and malformed or unknown ids', async () => {
    const issued = await issue(newCertificate());
    expect(issued.statusCode, issued.body).toBe(200);
    const id = issued.json().data.id as number;
    await refused(put(`/disableCertifields/${id}`, {}), 400, 'VALIDATION_ERROR', 'reason');
    await refused(
      put(`/disableCertifields/${id}`, { reason: '   ' }),
      400,
      'VALIDATION_ERROR',
      'reason',
    );
    const reason = { reason: 'Verificado en persona' };
    await refused(put('/enableCertifields/abc', reason, 'admin.medicos'), 400, 'VALIDATION_ERROR');
    await refused(put('/enableCertifields/999999', reason, 'admin.medicos'), 404, 'NOT_FOUND');
    await refused(put('/disableCertifields/999999', reason), 404, 'NOT_FOUND');
  });
});

describe('reports', () => {
  it('refuses malformed filters on the Excel and PDF reports', async () => {
    await refused(get('/reports/xlsx?status=quizas'), 400, 'VALIDATION_ERROR', 'status');
    await refused(get('/reports/xlsx?date_range=2026-13-01,'), 400, 'VALIDATION_ERROR');
    await refused(get('/reports/pdf?paper=A3'), 400, 'VALIDATION_ERROR', 'paper');
    await refused(get('/reports/pdf?state=XX'), 400, 'VALIDATION_ERROR', 'state');
    await refused(get('/countCertificates?state=XX'), 400, 'VALIDATION_ERROR', 'state');
    await refused(get('/?limit=0'), 400, 'VALIDATION_ERROR', 'limit');
    await refused(get('/?order_by=reason'), 400, 'VALIDATION_ERROR', 'order_by');
    await refused(get('/?date_range=0000-01-01,'), 400, 'VALIDATION_ERROR', 'date_range.0');
    await refused(get('/reports?date_range=,9999-12-31'), 400, 'VALIDATION_ERROR', 'date_range.1');
  });

  it('answers an unknown certificate printout with 404 and a malformed id with 400', async () => {
    await refused(get('/999999/pdf'), 404, 'NOT_FOUND');
    await refused(get('/abc/pdf'), 400, 'VALIDATION_ERROR');
  });
});

describe('public searchFree', () => {
  it('refuses an empty or malformed serial in Spanish', async () => {
    for (const serial of ['', 'abc', '12.5', '-3']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/certifields/searchFree?serial=${serial}`,
      });
      expect(response.statusCode, serial).toBe(400);
      expect(response.json().errors[0].field).toBe('serial');
      expect(response.json().message).toMatch(/[a-záéíóúñ]{4}/i);
    }
  });

  // Past the count, a proof of work instead of a refusal (verify-challenge.test.ts, decision 0027).
  it('limits each address per minute with a Spanish 429 and Retry-After', async () => {
    const limited = await createTestApp({
      rateLimit: { publicPerMinute: 1000, loginPerMinute: 1000, verifyPerMinute: 2 },
    });
    try {
      const free = () =>
        limited.app.inject({ method: 'GET', url: '/api/certifields/searchFree?serial=1000001' });
      const codes = [(await free()).statusCode, (await free()).statusCode];
      expect(codes).toEqual([404, 404]);
      const flood = await free();
      expect(flood.statusCode).toBe(429);
      expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
      expect(flood.json().error).toBe('CHALLENGE_REQUIRED');
      expect(flood.json().message).toMatch(/^Hay muchas consultas/);
      const other = await limited.app.inject({
        method: 'GET',
        url: '/api/certifields/searchFree?serial=1000001',
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
