import { setImmediate } from 'node:timers/promises';
import { type Certificate, formatDate, formatTimestamp, stateName } from '@aptovial/shared';
import {
  BOLD,
  collectPdf,
  createPdf,
  FONT,
  INK,
  MARGIN,
  MUTED,
  type Paper,
  type Pdf,
  RULE,
  writeAt,
} from './document';
import { dniText, shortGradeName, statusText, typeName } from './labels';
import { describeFilters } from './report-filters';
import { HEADER_ROW_HEIGHT, planReportPages, ROW_HEIGHT } from './report-layout';

export type ReportPresident = { names: string; lastNames: string; dni: string; state: string };

export type CertificateReportPdfInput = {
  certificates: readonly Certificate[];
  /** The state's President (docs/product/entities.md: "a list plus a president entry"). */
  president: ReportPresident | null;
  /** The query as received, e.g. { state: 'VE-L', date_range: '2025-01-01,' }. */
  filters: Record<string, string>;
  generatedAt: Date;
  paper: Paper;
  /** false writes readable content streams (tests); downloads leave it compressed. */
  compress?: boolean;
};

export const REPORT_TITLE = 'Reporte de certificados médicos';

type Column = { header: string; weight: number; value: (c: Certificate) => string };
const columns: readonly Column[] = [
  { header: 'Serial', weight: 6, value: (c) => String(c.serial) },
  { header: 'Expedición', weight: 7, value: (c) => formatDate(c.expeditionDate) },
  { header: 'Titular', weight: 20, value: (c) => `${c.names} ${c.lastNames}` },
  { header: 'Cédula', weight: 8, value: (c) => dniText(c.nationality, c.dni) },
  { header: 'Grado', weight: 9, value: (c) => shortGradeName(c.grade) },
  { header: 'Tipo', weight: 8, value: (c) => typeName(c.typeCertifields) },
  { header: 'Estatus', weight: 8, value: (c) => statusText(c.status) },
  { header: 'Médico', weight: 16, value: (c) => c.nameDoctor },
];
const totalWeight = columns.reduce((sum, column) => sum + column.weight, 0);

/** Room kept under the table for the "Página N de M" footer. */
const FOOTER_SPACE = 18;
const PADDING = 4;

/**
 * The certificate report as a landscape table: the filters on top, the header row repeated on
 * every page, "Página N de M" at the foot, and the President's signature block at the end.
 * Rows have one fixed height (long text is cut with '…'), so thousands render quickly.
 */
export async function renderCertificateReportPdf(
  input: CertificateReportPdfInput,
): Promise<Buffer> {
  const doc = createPdf({
    paper: input.paper,
    landscape: true,
    title: REPORT_TITLE,
    createdAt: input.generatedAt,
    compress: input.compress,
  });
  const bytes = collectPdf(doc);
  const width = doc.page.width - 2 * MARGIN;
  const widths = columns.map((column) => (column.weight / totalWeight) * width);
  const pages = planReportPages({
    rows: input.certificates.length,
    firstTop: reportHeader(doc, input, width),
    top: MARGIN,
    bottom: doc.page.height - MARGIN - FOOTER_SPACE,
    withPresident: input.president !== null,
  });
  const generated = formatTimestamp(input.generatedAt);
  for (const [index, page] of pages.entries()) {
    // A page takes milliseconds; yielding between pages keeps the server answering others
    // while a 5000-row report renders.
    if (index > 0) {
      await setImmediate();
      doc.addPage();
    }
    if (page.tableTop !== null) {
      let y = tableHeader(doc, widths, page.tableTop);
      for (let row = page.from; row < page.to; row++) {
        const certificate = input.certificates[row];
        if (certificate) tableRow(doc, certificate, widths, y, row % 2 === 1);
        y += ROW_HEIGHT;
      }
    }
    if (page.emptyNoteY !== null) {
      doc.font(FONT).fontSize(9).fillColor(MUTED);
      writeAt(
        doc,
        'Ningún certificado coincide con los filtros.',
        MARGIN + PADDING,
        page.emptyNoteY + PADDING,
      );
    }
    if (input.president && page.presidentY !== null) {
      presidentBlock(doc, input.president, page.presidentY);
    }
    pageFooter(doc, generated, `Página ${index + 1} de ${pages.length}`);
  }
  doc.end();
  return bytes;
}

function reportHeader(doc: Pdf, input: CertificateReportPdfInput, width: number): number {
  doc.font(BOLD).fontSize(14).fillColor(INK);
  writeAt(doc, REPORT_TITLE, MARGIN, MARGIN);
  doc.font(FONT).fontSize(8.5).fillColor(MUTED);
  const count = input.certificates.length;
  writeAt(
    doc,
    `Generado el ${formatTimestamp(input.generatedAt)} · ${count} ${count === 1 ? 'certificado' : 'certificados'}`,
    MARGIN,
    MARGIN + 19,
  );
  const filters = describeFilters(input.filters);
  const text = `Filtros: ${filters.length ? filters.join(' · ') : 'ninguno (todos los certificados)'}`;
  doc.fillColor(INK);
  // Filters are few and short; wrapping them keeps every one visible.
  doc.text(text, MARGIN, MARGIN + 31, { width });
  return doc.y + 8;
}

function tableHeader(doc: Pdf, widths: readonly number[], y: number): number {
  const width = widths.reduce((sum, value) => sum + value, 0);
  doc.rect(MARGIN, y, width, HEADER_ROW_HEIGHT).fill('#2f3b4c');
  doc.font(BOLD).fontSize(8).fillColor('white');
  let x = MARGIN;
  columns.forEach((column, index) => {
    const cell = widths[index] ?? 0;
    writeAt(doc, column.header, x + PADDING, y + PADDING + 1, cell - 2 * PADDING);
    x += cell;
  });
  return y + HEADER_ROW_HEIGHT;
}

function tableRow(doc: Pdf, c: Certificate, widths: readonly number[], y: number, shaded: boolean) {
  const width = widths.reduce((sum, value) => sum + value, 0);
  if (shaded) doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#f0f2f5');
  doc.font(FONT).fontSize(8);
  let x = MARGIN;
  columns.forEach((column, index) => {
    const cell = widths[index] ?? 0;
    // A disabled certificate stands out in its status cell.
    doc.fillColor(column.header === 'Estatus' && !c.status ? '#b71c1c' : INK);
    writeAt(doc, column.value(c), x + PADDING, y + PADDING, cell - 2 * PADDING);
    x += cell;
  });
}

function presidentBlock(doc: Pdf, president: ReportPresident, y: number): void {
  const centre = doc.page.width / 2;
  doc
    .moveTo(centre - 140, y)
    .lineTo(centre + 140, y)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  doc.font(FONT).fontSize(9).fillColor(INK);
  const line =
    `Presidente del Colegio de Médicos del estado ${stateName(president.state)}: ` +
    `${president.names} ${president.lastNames}, C.I. ${president.dni}`;
  writeAt(doc, line, centre - doc.widthOfString(line) / 2, y + 6);
}

function pageFooter(doc: Pdf, generated: string, pageLabel: string): void {
  const y = doc.page.height - MARGIN - 8;
  doc
    .moveTo(MARGIN, y - 4)
    .lineTo(doc.page.width - MARGIN, y - 4)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.font(FONT).fontSize(7.5).fillColor(MUTED);
  writeAt(doc, `${REPORT_TITLE} · ${generated}`, MARGIN, y);
  writeAt(doc, pageLabel, doc.page.width - MARGIN - doc.widthOfString(pageLabel), y);
}
