import { assertCellSize, columnName, FileRefused, type RawRecord } from './file-limits';

/** Byte offset of the first byte that breaks UTF-8, or -1 when the whole buffer is UTF-8. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead <= 0xdf
          ? 2
          : lead >= 0xe0 && lead <= 0xef
            ? 3
            : lead >= 0xf0 && lead <= 0xf4
              ? 4
              : 0;
    if (length === 0) return index;
    for (let next = 1; next < length; next += 1) {
      const byte = bytes[index + next];
      if (byte === undefined || (byte & 0xc0) !== 0x80) return index;
    }
    // Overlong 3- and 4-byte forms, surrogates and code points past U+10FFFF.
    const second = bytes[index + 1] ?? 0;
    if (lead === 0xe0 && second < 0xa0) return index;
    if (lead === 0xed && second > 0x9f) return index;
    if (lead === 0xf0 && second < 0x90) return index;
    if (lead === 0xf4 && second > 0x8f) return index;
    index += length;
  }
  return -1;
}

const lineOf = (bytes: Uint8Array, offset: number) =>
  bytes.subarray(0, offset).reduce((lines, byte) => (byte === 0x0a ? lines + 1 : lines), 1);

/**
 * The text of a UTF-8 CSV (its BOM dropped). Other encodings are refused, never guessed: a
 * Latin-1 file read as UTF-8 would store "Jos�" for "José". A file with valid UTF-8 accents and
 * invalid bytes was pasted together from two sources.
 */
function decoded(bytes: Buffer): string {
  if (bytes[0] === 0xff || bytes[0] === 0xfe) {
    throw new FileRefused('El archivo está en UTF-16: guárdelo como «CSV UTF-8».');
  }
  const body =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  const invalid = firstInvalidUtf8(body);
  if (invalid < 0) return new TextDecoder('utf-8').decode(body);
  const line = lineOf(body, invalid);
  const hasUtf8Accents = [...new TextDecoder('utf-8').decode(body)].some(
    (char) => char > '\x7f' && char !== '\ufffd',
  );
  if (hasUtf8Accents) {
    throw new FileRefused(
      `El archivo mezcla codificaciones: tiene texto UTF-8 y, en la línea ${line}, bytes que no` +
        ' son UTF-8. Guárdelo de nuevo como «CSV UTF-8» desde una sola hoja.',
    );
  }
  throw new FileRefused(
    `El archivo no está en UTF-8 (línea ${line}): parece Latin-1 o Windows-1252, como guarda` +
      ' Excel un «CSV» simple. Guárdelo como «CSV UTF-8 (delimitado por comas)».',
  );
}

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

/** RFC 4180 records: quoted fields may hold the separator, line breaks and doubled quotes. */
function records(text: string, separator: string): RawRecord[] {
  const out: RawRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let index = 0;
  const endCell = () => {
    assertCellSize(cell, out.length + 1, cells.length);
    cells.push(cell.trim());
    cell = '';
  };
  const endRecord = () => {
    endCell();
    out.push({ number: out.length + 1, cells });
    cells = [];
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"' && cell.trim() === '') {
      const close = closingQuote(text, index + 1, out.length + 1, cells.length);
      cell = text.slice(index + 1, close).replaceAll('""', '"');
      index = close + 1;
      const after = text[index];
      if (after !== undefined && after !== separator && after !== '\r' && after !== '\n') {
        throw new FileRefused(
          `Fila ${out.length + 1}, columna ${columnName(cells.length)}: hay texto después de` +
            ' las comillas de cierre.',
        );
      }
      continue;
    }
    if (char === separator) endCell();
    else if (char === '\n') endRecord();
    else if (char === '\r') {
      if (text[index + 1] !== '\n') endRecord();
    } else cell += char;
    index += 1;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return out;
}

/** The index of the quote closing a quoted field that opened before `from`. */
function closingQuote(text: string, from: number, row: number, column: number): number {
  let index = from;
  for (;;) {
    const quote = text.indexOf('"', index);
    if (quote < 0) {
      throw new FileRefused(
        `Fila ${row}, columna ${columnName(column)}: faltan las comillas de cierre.`,
      );
    }
    if (text[quote + 1] !== '"') return quote;
    index = quote + 2;
  }
}

/** The records of a CSV file, cells trimmed, numbered as a spreadsheet numbers its rows. */
export function readCsv(bytes: Buffer): RawRecord[] {
  const text = decoded(bytes);
  return records(text, separatorOf(text));
}
