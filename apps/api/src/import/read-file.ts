import { type FileHandle, open } from 'node:fs/promises';
import { columnName, counted, FileRefused, IMPORT_LIMITS, type RawRecord } from './file-limits';
import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';

/**
 * An import file being read: its header, then its data rows a batch at a time (empty rows
 * skipped, each cell NFC-normalized, as many cells as header titles). `close` releases the file
 * whether or not the rows were read to the end.
 */
export type ImportFile = {
  header: string[];
  batches: AsyncGenerator<RawRecord[]>;
  close(): Promise<void>;
};

function checkedHeader(first: RawRecord): string[] {
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
  return header;
}

/** The data rows after the header, checked against it and counted against the row limit. */
async function* dataRows(
  records: AsyncGenerator<RawRecord[]>,
  pending: RawRecord[],
  width: number,
): AsyncGenerator<RawRecord[]> {
  let count = 0;
  for (let batch: RawRecord[] | undefined = pending; batch; ) {
    const rows: RawRecord[] = [];
    for (const { number, cells } of batch) {
      if (!cells.some((cell) => cell !== '')) continue;
      const extra = cells.findIndex((cell, index) => index >= width && cell !== '');
      if (extra >= 0) {
        throw new FileRefused(
          `Fila ${number}: la columna ${columnName(extra)} tiene datos pero no tiene encabezado.`,
        );
      }
      count += 1;
      if (count > IMPORT_LIMITS.rows) {
        throw new FileRefused(
          `El archivo tiene más de ${counted(IMPORT_LIMITS.rows)} filas: divídalo en varios archivos.`,
        );
      }
      const shaped = new Array<string>(width);
      for (let index = 0; index < width; index += 1) {
        shaped[index] = (cells[index] ?? '').normalize('NFC');
      }
      rows.push({ number, cells: shaped });
    }
    if (rows.length > 0) yield rows;
    const next = await records.next();
    batch = next.done ? undefined : next.value;
  }
}

/** Reads records until the first non-empty one: the header; what follows it is kept. */
async function headerOf(records: AsyncGenerator<RawRecord[]>) {
  // Not `for await`: leaving it would close the reader that the rows are read from next.
  for (let next = await records.next(); !next.done; next = await records.next()) {
    const batch = next.value;
    const at = batch.findIndex((record) => record.cells.some((cell) => cell !== ''));
    if (at >= 0) return { first: batch[at] as RawRecord, rest: batch.slice(at + 1) };
  }
  throw new FileRefused('El archivo no tiene filas: falta la fila de encabezados.');
}

const startsWith = (bytes: Buffer, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

const megabytes = (bytes: number) => counted(Math.ceil(bytes / (1024 * 1024)));

/**
 * An .xlsx (a zip) or a UTF-8 CSV, told apart by content: the name's extension is not trusted.
 * An old .xls, or anything holding NUL bytes (PDF, images, executables), is no spreadsheet here.
 * A file past its size limit is refused from its size, unread.
 */
async function recordsOf(handle: FileHandle, file: string) {
  const { size, isFile } = await handle.stat().then((stat) => ({
    size: stat.size,
    isFile: stat.isFile(),
  }));
  if (!isFile) throw new FileRefused(`${file} no es un archivo.`);
  const start = Buffer.alloc(64 * 1024);
  const { bytesRead } = await handle.read(start, 0, start.length, 0);
  const bytes = start.subarray(0, bytesRead);
  const xlsx = startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
  const limit = xlsx ? IMPORT_LIMITS.xlsxBytes : IMPORT_LIMITS.csvBytes;
  if (size > limit) {
    throw new FileRefused(
      `El archivo pesa ${megabytes(size)} MB (máximo ${megabytes(limit)} MB` +
        `${xlsx ? ' en .xlsx; en CSV UTF-8 el límite es mayor' : ''}): divídalo en varios archivos.`,
    );
  }
  if (xlsx) return readXlsx(file);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    throw new FileRefused(
      'El archivo es del formato .xls antiguo: guárdelo como .xlsx o como CSV UTF-8.',
    );
  }
  if (bytes.includes(0)) {
    throw new FileRefused('El archivo no es una hoja de cálculo (.xlsx) ni un CSV de texto.');
  }
  return readCsv(handle);
}

/** Opens an import file and reads its header; the rows are read as the caller asks for them. */
export async function openImportFile(file: string): Promise<ImportFile> {
  const handle = await open(file, 'r').catch(() => {
    throw new FileRefused(`No se puede abrir el archivo ${file}.`);
  });
  let records: AsyncGenerator<RawRecord[]> | undefined;
  const close = async () => {
    await records?.return(undefined);
    await handle.close();
  };
  try {
    records = await recordsOf(handle, file);
    const { first, rest } = await headerOf(records);
    const header = checkedHeader(first);
    return { header, batches: dataRows(records, rest, header.length), close };
  } catch (error) {
    await close();
    throw error;
  }
}
