import { formatDecimalEs } from '@aptovial/shared';

/** The whole file is refused before any row is written; the message is for the operator. */
export class FileRefused extends Error {}

/**
 * Limits of one import file (decision 0082). A CSV is streamed (its rows are checked and
 * written a batch at a time), so its size is bounded only by the rows one transaction should
 * hold: two million rows, about 260 MB of certificates. An .xlsx goes through exceljs, which keeps
 * the shared strings of the whole workbook in memory: 16 MiB of it. A cell is a name, a date or a
 * few college numbers, never pages of text; a row never has hundreds of columns.
 */
export const IMPORT_LIMITS = {
  csvBytes: 1024 * 1024 * 1024,
  xlsxBytes: 16 * 1024 * 1024,
  cellChars: 2_000,
  columns: 200,
  rows: 2_000_000,
};

/** What a reader hands over: the raw records, each with its spreadsheet row number. */
export type RawRecord = { number: number; cells: string[] };

/** A count as read in Venezuela: 20.000. */
export const counted = (value: number) => formatDecimalEs(String(value));

/** Column letters as a spreadsheet names them: 0 → A, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/**
 * Refuses a cell past the size limit, naming where it is. `partial`: the cell is still being
 * read (a streamed file), so its whole length is not known, only that it is past the limit.
 */
export function assertCellSize(length: number, row: number, column: number, partial = false) {
  if (length > IMPORT_LIMITS.cellChars) {
    const size = partial ? `más de ${counted(IMPORT_LIMITS.cellChars)}` : counted(length);
    throw new FileRefused(
      `Fila ${row}, columna ${columnName(column)}: la celda tiene ${size} caracteres` +
        ` (máximo ${counted(IMPORT_LIMITS.cellChars)}).`,
    );
  }
}

/** Refuses a record with more cells than any import file has columns. */
export function assertColumns(count: number, row: number) {
  if (count > IMPORT_LIMITS.columns) {
    throw new FileRefused(
      `Fila ${row}: tiene más de ${counted(IMPORT_LIMITS.columns)} columnas: no es un archivo de importación.`,
    );
  }
}
