import { open } from 'node:fs/promises';
import { columnName, counted, FileRefused, IMPORT_LIMITS, type RawRecord } from './file-limits';
import type { ImportRow } from './kind';
import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';

/** A data row with its number as the spreadsheet shows it (the header is row 1). */
export type ReadRow = { number: number; cells: ImportRow };
export type ReadFile = { header: string[]; rows: ReadRow[] };

/** Header and rows from the raw records: the first non-empty record is the header. */
function shaped(records: readonly RawRecord[]): ReadFile {
  const filled = records.filter((record) => record.cells.some((cell) => cell !== ''));
  const [first, ...data] = filled;
  if (!first) throw new FileRefused('El archivo no tiene filas: falta la fila de encabezados.');
  const header = first.cells.map((cell) => cell.normalize('NFC'));
  while (header.at(-1) === '') header.pop();
  const seen = new Set<string>();
  header.forEach((title, index) => {
    if (title === '') {
      throw new FileRefused(
        `Fila ${first.number}: la columna ${columnName(index)} no tiene encabezado.`,
      );
    }
    if (seen.has(title.toLowerCase())) {
      throw new FileRefused(`El encabezado «${title}» aparece dos veces.`);
    }
    seen.add(title.toLowerCase());
  });
  if (data.length > IMPORT_LIMITS.rows) {
    throw new FileRefused(
      `El archivo tiene ${counted(data.length)} filas (máximo ${counted(IMPORT_LIMITS.rows)}): divídalo.`,
    );
  }
  const rows = data.map(({ number, cells }) => {
    const extra = cells.findIndex((cell, index) => index >= header.length && cell !== '');
    if (extra >= 0) {
      throw new FileRefused(
        `Fila ${number}: la columna ${columnName(extra)} tiene datos pero no tiene encabezado.`,
      );
    }
    const row: Record<string, string> = {};
    header.forEach((title, index) => {
      row[title] = (cells[index] ?? '').normalize('NFC');
    });
    return { number, cells: row };
  });
  return { header, rows };
}

const startsWith = (bytes: Buffer, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/**
 * An .xlsx (a zip) or a UTF-8 CSV, told apart by content: the name's extension is not trusted.
 * An old .xls, or anything holding NUL bytes (PDF, images, executables), is no spreadsheet here.
 */
export async function readImportBytes(bytes: Buffer): Promise<ReadFile> {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return shaped(await readXlsx(bytes));
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    throw new FileRefused(
      'El archivo es del formato .xls antiguo: guárdelo como .xlsx o como CSV UTF-8.',
    );
  }
  if (bytes.subarray(0, 64 * 1024).includes(0)) {
    throw new FileRefused('El archivo no es una hoja de cálculo (.xlsx) ni un CSV de texto.');
  }
  return shaped(readCsv(bytes));
}

/** Reads a file from disk, refusing one past the size limit before reading its contents. */
export async function readImportFile(file: string): Promise<ReadFile> {
  const handle = await open(file, 'r').catch(() => {
    throw new FileRefused(`No se puede abrir el archivo ${file}.`);
  });
  try {
    const { size, isFile } = await handle.stat().then((stat) => ({
      size: stat.size,
      isFile: stat.isFile(),
    }));
    if (!isFile) throw new FileRefused(`${file} no es un archivo.`);
    if (size > IMPORT_LIMITS.fileBytes) {
      const megabytes = (bytes: number) => counted(Math.ceil(bytes / (1024 * 1024)));
      throw new FileRefused(
        `El archivo pesa ${megabytes(size)} MB (máximo ${megabytes(IMPORT_LIMITS.fileBytes)} MB):` +
          ' divídalo en varios archivos.',
      );
    }
    return await readImportBytes(await handle.readFile());
  } finally {
    await handle.close();
  }
}
