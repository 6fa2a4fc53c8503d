import type ExcelJSModule from 'exceljs';
import { lazyPackage } from '../lazy-package';
import { assertCellSize, assertColumns, FileRefused, type RawRecord } from './file-limits';

const exceljs = lazyPackage<typeof ExcelJSModule>('exceljs');

type Cell = { address: string; type: number; value: unknown; col: number | string };

// exceljs's ValueType (a const enum, which isolated modules cannot import).
const FORMULA = 6;
const ERROR = 10;

const pad = (value: number) => String(value).padStart(2, '0');

/** The text a person reads in the cell; dates as DD/MM/AAAA (Excel keeps them as UTC days). */
function cellText(cell: Cell, row: number): string {
  if (cell.type === FORMULA) {
    const { formula } = (cell.value ?? {}) as Record<string, unknown>;
    const shown = typeof formula === 'string' ? ` (=${formula})` : '';
    throw new FileRefused(
      `Fila ${row}, celda ${cell.address}: tiene una fórmula${shown}. Copie la hoja y pegue solo` +
        ' los valores antes de importarla.',
    );
  }
  if (cell.type === ERROR) {
    throw new FileRefused(`Fila ${row}, celda ${cell.address}: tiene un error de Excel.`);
  }
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if (typeof value === 'object') {
    const { richText, text } = value as { richText?: { text: string }[]; text?: unknown };
    if (richText) return richText.map((part) => part.text).join('');
    if (typeof text === 'string') return text;
    return '';
  }
  return String(value);
}

const BATCH = 2_000;

/**
 * The first sheet's rows, streamed from the file a batch at a time. Formulas and error cells are
 * refused, naming the cell: a formula's cached value is whatever Excel last computed, and an
 * import must store what a person can read.
 */
export async function* readXlsx(file: string): AsyncGenerator<RawRecord[]> {
  const reader = new (exceljs().stream.xlsx.WorkbookReader)(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  let batch: RawRecord[] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell) => {
          const column = Number(cell.col) - 1;
          assertColumns(column + 1, row.number);
          const text = cellText(cell as unknown as Cell, row.number).trim();
          assertCellSize(text.length, row.number, column);
          while (cells.length < column) cells.push('');
          cells[column] = text;
        });
        batch.push({ number: row.number, cells });
        if (batch.length >= BATCH) {
          yield batch;
          batch = [];
        }
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof FileRefused) throw error;
    throw new FileRefused('El archivo no es una hoja de cálculo .xlsx que se pueda leer.');
  }
  if (batch.length > 0) yield batch;
}
