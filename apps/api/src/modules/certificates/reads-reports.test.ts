import { describe, expect, it } from 'vitest';
import { readSheet } from '../../test/xlsx';
import { INTT, readsKit, serialsOf } from './reads-testing';

// The searches, the list and the printouts of the same certificates: reads.test.ts.
const { call, get, serials, of } = readsKit();

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
      // None of them expires within 30 days of NOW (holder-mail.test.ts counts some that do).
      dueSoonByState: [],
    });
    const recent = await get('admin.medicos', '/countCertificates?date_range=2026-02-01,');
    expect(recent.data.total).toBe(3);
    // Reportes is the medic Admin's alone (reports-access.test.ts walks every module and role).
    await get('presidente.medicos', '/countCertificates', 403);
    await get('admin.medicos', '/countCertificates?date_range=ayer', 400);
  });
});
