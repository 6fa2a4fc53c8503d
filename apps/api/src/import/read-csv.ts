import type { FileHandle } from 'node:fs/promises';
import { assertUtf8 } from './csv-encoding';
import {
  assertCellSize,
  assertColumns,
  columnName,
  FileRefused,
  IMPORT_LIMITS,
  type RawRecord,
} from './file-limits';

const CHUNK = 1024 * 1024;

/** ';' (Excel in Spanish) or ',', whichever the header line uses more outside quotes. */
function separatorOf(text: string): string {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** Thrown when the text ends inside a record that the next chunk continues. */
class Incomplete extends Error {}
const INCOMPLETE = new Incomplete();

/**
 * RFC 4180 records of `text`, from record number `first` on: quoted fields may hold the
 * separator, line breaks and doubled quotes; cells are trimmed. Unless `final`, a record the
 * text ends inside is left for the next chunk (`rest`), once its cells so far are within limits.
 */
function parseRecords(text: string, separator: string, first: number, final: boolean) {
  const records: RawRecord[] = [];
  const sep = separator.charCodeAt(0);
  const length = text.length;
  let index = 0;
  let start = 0;
  try {
    while (index < length) {
      start = index;
      const number = first + records.length;
      const cells: string[] = [];
      for (;;) {
        let at = index;
        while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at += 1;
        let cell: string;
        if (text.charCodeAt(at) === 34) {
          let quote = text.indexOf('"', at + 1);
          while (quote >= 0 && text.charCodeAt(quote + 1) === 34)
            quote = text.indexOf('"', quote + 2);
          if (quote < 0 || (quote === length - 1 && !final)) {
            if (final) {
              throw new FileRefused(
                `Fila ${number}, columna ${columnName(cells.length)}: faltan las comillas de cierre.`,
              );
            }
            const partial = text.slice(at + 1).replaceAll('""', '"').length - 1;
            assertCellSize(partial, number, cells.length, true);
            throw INCOMPLETE;
          }
          cell = text.slice(at + 1, quote).replaceAll('""', '"');
          index = quote + 1;
          const after = text.charCodeAt(index);
          if (index < length && after !== sep && after !== 13 && after !== 10) {
            throw new FileRefused(
              `Fila ${number}, columna ${columnName(cells.length)}: hay texto después de` +
                ' las comillas de cierre.',
            );
          }
          assertCellSize(cell.length, number, cells.length);
        } else {
          let end = index;
          for (; end < length; end += 1) {
            const code = text.charCodeAt(end);
            if (code === sep || code === 10 || code === 13) break;
          }
          if (end === length && !final) {
            assertCellSize(end - index, number, cells.length, true);
            throw INCOMPLETE;
          }
          cell = text.slice(index, end);
          assertCellSize(cell.length, number, cells.length);
          index = end;
        }
        cells.push(cell.trim());
        assertColumns(cells.length, number);
        const code = text.charCodeAt(index);
        if (code === sep) {
          index += 1;
          continue;
        }
        if (code === 13) {
          if (index + 1 === length && !final) throw INCOMPLETE;
          index += text.charCodeAt(index + 1) === 10 ? 2 : 1;
        } else if (code === 10) index += 1;
        break;
      }
      records.push({ number, cells });
    }
    start = length;
  } catch (error) {
    if (error !== INCOMPLETE) throw error;
  }
  return { records, rest: text.slice(start) };
}

/**
 * The records of a UTF-8 CSV, a batch at a time (each chunk of about a megabyte), numbered as
 * a spreadsheet numbers its rows: the file is never held whole, so its size is bounded by the
 * rows one import holds, not by memory.
 */
export async function* readCsv(handle: FileHandle): AsyncGenerator<RawRecord[]> {
  await assertUtf8(handle);
  // The BOM is dropped by the decoder; the file was checked to be UTF-8 just above.
  const decoder = new TextDecoder('utf-8');
  const buffer = Buffer.allocUnsafe(CHUNK);
  let separator: string | undefined;
  let pending = '';
  let number = 1;
  let position = 0;
  for (;;) {
    const { bytesRead } = await handle.read(buffer, 0, CHUNK, position);
    position += bytesRead;
    const final = bytesRead === 0;
    const text = pending + decoder.decode(buffer.subarray(0, bytesRead), { stream: !final });
    separator ??= separatorOf(text);
    const { records, rest } = parseRecords(text, separator, number, final);
    number += records.length;
    pending = rest;
    if (records.length > 0) yield records;
    if (final) return;
    if (pending.length > IMPORT_LIMITS.cellChars * IMPORT_LIMITS.columns * 2) {
      throw new FileRefused(`Fila ${number}: la fila es demasiado larga.`);
    }
  }
}
