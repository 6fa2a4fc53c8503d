import { formatDecimalEs } from '@aptovial/shared';

/** The whole file is refused before any row is checked; the message is for the operator. */
export class FileRefused extends Error {}

/**
 * Limits of one import file. 16 MiB holds 100,000 registers as CSV (about 200 bytes a row); a
 * cell is a name, a date or a few college numbers, never pages of text.
 */
export const IMPORT_LIMITS = { fileBytes: 16 * 1024 * 1024, cellChars: 2_000, rows: 200_000 };

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

/** Refuses a cell past the size limit, naming where it is. */
export function assertCellSize(text: string, row: number, column: number): void {
  if (text.length > IMPORT_LIMITS.cellChars) {
    throw new FileRefused(
      `Fila ${row}, columna ${columnName(column)}: la celda tiene ${counted(text.length)} caracteres` +
        ` (máximo ${counted(IMPORT_LIMITS.cellChars)}).`,
    );
  }
}
