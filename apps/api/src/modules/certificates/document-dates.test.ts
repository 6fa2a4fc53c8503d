import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { xlsxStream } from '../../adapters/spreadsheet/xlsx';
import { readSheet } from '../../test/xlsx';
import { renderCertificatePdf } from './pdf/certificate-pdf';
import { renderCertificateReportPdf } from './pdf/report-pdf';
import { pageText, readPdf, sampleCertificate } from './pdf/testing';
import { certificatesSheet } from './sheet';

// Decision 0067: the PDFs and Excel exports show days DD/MM/YYYY and times on a 24-hour clock,
// never AM/PM, whatever the server's language; the API's JSON stays ISO.
const afternoon = new Date('2025-03-14T19:05:00Z'); // 15:05 in Caracas
const certificate = sampleCertificate({ createdAt: afternoon.toISOString() });

describe('dates in the documents the API produces', () => {
  it('the Excel export shows days DD/MM/YYYY and the creation time 24-hour', async () => {
    const file = await buffer(xlsxStream(certificatesSheet([certificate])));
    const [header = [], row = []] = await readSheet(file);
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Expedición')).toBe('14/03/2025');
    expect(cell('Vencimiento')).toBe('14/03/2030');
    expect(cell('Fecha de nacimiento')).toBe('05/01/1980');
    expect(cell('Creado')).toBe('14/03/2025 15:05');
  });

  it('the printout and the report say the time 24-hour, with no AM/PM', async () => {
    const printout = await renderCertificatePdf({
      certificate,
      verificationUrl: 'https://aptovial.test/Buscar-certificado-medicos?serial=120045',
      paper: 'A4',
      issuedAt: afternoon,
      compress: false,
    });
    const printed = readPdf(printout).map(pageText).join('\n');
    expect(printed).toContain('Impreso el 14/03/2025 15:05');
    const report = await renderCertificateReportPdf({
      certificates: [certificate],
      president: null,
      filters: { date_range: '2025-03-01,2025-03-31' },
      generatedAt: afternoon,
      paper: 'A4',
      compress: false,
    });
    const text = readPdf(report).map(pageText).join('\n');
    expect(text).toContain('Generado el 14/03/2025 15:05');
    expect(text).toContain('desde 01/03/2025');
    expect(text).toContain('14/03/2025');
    expect(`${printed}\n${text}`).not.toMatch(/\b[AP]M\b|[ap]\. ?m\./);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !/(\.test|testing)\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('one date formatter for the API', () => {
  it('no file formats dates on its own (toLocale…, Intl, 12-hour patterns)', () => {
    const root = path.resolve(__dirname, '../..');
    const own = sourceFiles(root).filter((file) =>
      /toLocale(Date|Time)?String\(|Intl\.DateTimeFormat|hour12|hh:mm|DD-MM-YYYY/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(own.map((file) => path.relative(root, file))).toEqual([]);
  });
});
