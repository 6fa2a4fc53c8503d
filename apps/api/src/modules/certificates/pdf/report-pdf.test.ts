import { describe, expect, it } from 'vitest';
import { describeFilters } from './report-filters';
import { planReportPages, ROW_HEIGHT } from './report-layout';
import { type CertificateReportPdfInput, renderCertificateReportPdf } from './report-pdf';
import { pageText, readPdf, sampleCertificate } from './testing';

const president = {
  names: 'Ana Lucía',
  lastNames: 'Quintero Ñáñez',
  dni: '5123456',
  state: 'VE-L',
};
const rows = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    sampleCertificate({ id: index + 1, serial: 200_000 + index, status: index % 10 !== 3 }),
  );

async function render(overrides: Partial<CertificateReportPdfInput> = {}) {
  const bytes = await renderCertificateReportPdf({
    certificates: rows(60),
    president,
    filters: { state: 'VE-L' },
    generatedAt: new Date('2025-06-01T14:30:00Z'),
    paper: 'A4',
    compress: false,
    ...overrides,
  });
  return { bytes, pages: readPdf(bytes) };
}

describe('renderCertificateReportPdf', () => {
  it('spreads 60 rows over landscape pages with the header row and "Página N de M"', async () => {
    const { bytes, pages } = await render();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const texts = pages.map(pageText);
    pages.forEach((page, index) => {
      expect(page).toMatchObject({ width: 841.89, height: 595.28 });
      expect(texts[index]).toContain(`Página ${index + 1} de ${pages.length}`);
    });
    const tablePages = texts.filter((text) => text.includes('200'));
    expect(tablePages.length).toBeGreaterThanOrEqual(2);
    for (const text of tablePages) {
      expect(text).toMatch(/Serial\nExpedición\nTitular\nCédula\nGrado\nTipo\nEstatus\nMédico/);
    }
    const all = texts.join('\n');
    for (let serial = 200_000; serial < 200_060; serial++) {
      expect(all.split(`\n${serial}\n`)).toHaveLength(2);
    }
    expect(all).toContain('Íñigo José Ñandú Pérez\nV-12345678\nCuarto grado\nEspecial\nHabilitado');
    expect(all).toContain('Deshabilitado');
    expect(texts[0]).toContain('Reporte de certificados médicos');
    expect(texts[0]).toContain('Generado el 01/06/2025 10:30 · 60 certificados');
    expect(texts[0]).toContain('Filtros: Estado: Mérida');
  });

  it("ends with the state's President signature block when there is one", async () => {
    const withPresident = (await render()).pages.map(pageText);
    expect(withPresident.at(-1)).toContain(
      'Presidente del Colegio de Médicos del estado Mérida: Ana Lucía Quintero Ñáñez, C.I. 5123456',
    );
    const without = (await render({ president: null })).pages.map(pageText).join('\n');
    expect(without).not.toContain('Presidente');
  });

  it('prints an empty report on one page that says so, on letter paper', async () => {
    const { pages } = await render({ certificates: [], filters: {}, paper: 'LETTER' });
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ width: 792, height: 612 });
    const text = pages[0] ? pageText(pages[0]) : '';
    expect(text).toContain('Ningún certificado coincide con los filtros.');
    expect(text).toContain('Filtros: ninguno (todos los certificados)');
    expect(text).toContain('Página 1 de 1');
  });
});

describe('describeFilters', () => {
  it('names the applied filters in Spanish and skips empty ones', () => {
    expect(
      describeFilters({
        state: 'VE-L',
        grade: '3',
        typeCertifields: 'Especial',
        status: 'false',
        nationality: 'E',
        numberTP: '',
        date_range: '2025-01-01,',
        newFilter: 'x',
      }),
    ).toEqual([
      'Estado: Mérida',
      'Grado: Tercer grado (vehículos hasta 4.500 kg)',
      'Tipo de certificado: Especial',
      'Estatus: Deshabilitado',
      'Nacionalidad: Extranjero(a)',
      'Fecha de expedición desde 01/01/2025',
      'newFilter: x',
    ]);
    expect(describeFilters({ date_range: ',' })).toEqual([]);
    expect(describeFilters({ date_range: ',2025-12-31' })).toEqual([
      'Fecha de expedición hasta 31/12/2025',
    ]);
  });
});

describe('planReportPages', () => {
  const frame = { firstTop: 100, top: 40, bottom: 537, withPresident: true };
  const perFirstPage = Math.floor((537 - 100 - (ROW_HEIGHT + 2)) / ROW_HEIGHT);

  it('keeps every row exactly once, in order', () => {
    const pages = planReportPages({ ...frame, rows: 1000 });
    expect(pages[0]?.from).toBe(0);
    pages.slice(1).forEach((page, index) => {
      expect(page.from).toBe(pages[index]?.to);
    });
    expect(pages.at(-1)?.to).toBe(1000);
  });

  it('moves the President to a page of his own when the last page is full', () => {
    const full = planReportPages({ ...frame, rows: perFirstPage });
    expect(full).toHaveLength(2);
    expect(full[1]).toMatchObject({ tableTop: null, presidentY: expect.any(Number) });
    const roomy = planReportPages({ ...frame, rows: perFirstPage - 5 });
    expect(roomy).toHaveLength(1);
    expect(roomy[0]?.presidentY).toBeGreaterThan(100);
  });
});
