import { PassThrough, type Readable } from 'node:stream';
import type ExcelJSModule from 'exceljs';
import { lazyPackage } from '../../lazy-package';

const exceljs = lazyPackage<typeof ExcelJSModule>('exceljs');

export type CellValue = string | number | boolean | null;

/** One column of an exported list: its Spanish header and how a row fills it. */
export type SheetColumn<Row> = {
  header: string;
  value: (row: Row) => CellValue;
  /** Width in characters; long texts (e-mails, names) want more than the default. */
  width?: number;
};

export type Sheet<Row> = {
  /** Tab name shown by Excel (31 characters at most). */
  name: string;
  columns: readonly SheetColumn<Row>[];
  rows: Iterable<Row>;
};

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams a one-sheet workbook: rows are written and released as they go, so a 5,000-row export
 * never holds the whole workbook in memory. A failure destroys the stream (the download aborts).
 */
export function xlsxStream<Row>(sheet: Sheet<Row>): Readable {
  const output = new PassThrough();
  const { WorkbookWriter } = exceljs().stream.xlsx;
  const workbook = new WorkbookWriter({ stream: output, useStyles: true });
  const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    width: column.width ?? 16,
  }));
  worksheet.getRow(1).font = { bold: true };
  const write = async () => {
    for (const row of sheet.rows) {
      worksheet.addRow(sheet.columns.map((column) => column.value(row))).commit();
    }
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** `attachment; filename=...` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
