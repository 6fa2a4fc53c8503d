import { isAscii, isUtf8 } from 'node:buffer';
import type { FileHandle } from 'node:fs/promises';
import { FileRefused } from './file-limits';

const CHUNK = 1024 * 1024;

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

const newlines = (bytes: Uint8Array) =>
  bytes.reduce((lines, b) => (b === 0x0a ? lines + 1 : lines), 0);

/**
 * The file's chunks, each cut after its last line break (a UTF-8 sequence never holds one), so
 * each is checked alone; with the line number its first byte is on.
 */
async function* lineChunks(handle: FileHandle) {
  let line = 1;
  let carry = Buffer.alloc(0);
  let position = 0;
  for (;;) {
    const buffer = Buffer.allocUnsafe(CHUNK);
    const { bytesRead } = await handle.read(buffer, 0, CHUNK, position);
    position += bytesRead;
    const read = Buffer.concat([carry, buffer.subarray(0, bytesRead)]);
    const cut = bytesRead === 0 ? read.length : read.lastIndexOf(0x0a) + 1;
    const chunk = read.subarray(0, cut);
    carry = read.subarray(cut);
    if (chunk.length > 0) yield { chunk, line };
    line += newlines(chunk);
    if (bytesRead === 0) return;
  }
}

/**
 * Checks that a CSV is UTF-8 before any row is read: other encodings are refused, never guessed
 * (a Latin-1 file read as UTF-8 would store "Jos�" for "José"). A file with valid UTF-8 accents
 * and invalid bytes was pasted together from two sources. One quick pass over the bytes.
 */
export async function assertUtf8(handle: FileHandle): Promise<void> {
  const start = Buffer.alloc(3);
  await handle.read(start, 0, 3, 0);
  if (start[0] === 0xff || start[0] === 0xfe) {
    throw new FileRefused('El archivo está en UTF-16: guárdelo como «CSV UTF-8».');
  }
  let invalidLine = 0;
  let hasUtf8Accents = false;
  for await (const read of lineChunks(handle)) {
    const { line } = read;
    const bom = line === 1 && start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf;
    const chunk = bom ? read.chunk.subarray(3) : read.chunk;
    if (isUtf8(chunk)) {
      if (!hasUtf8Accents && !isAscii(chunk)) hasUtf8Accents = true;
    } else {
      if (invalidLine === 0)
        invalidLine = line + newlines(chunk.subarray(0, firstInvalidUtf8(chunk)));
      // A line that is valid UTF-8 with accents, beside the invalid ones, tells a mixed file.
      const text = new TextDecoder('utf-8').decode(chunk);
      if ([...text].some((char) => char > '\x7f' && char !== '\ufffd')) hasUtf8Accents = true;
    }
    if (invalidLine > 0 && hasUtf8Accents) break;
  }
  if (invalidLine === 0) return;
  if (hasUtf8Accents) {
    throw new FileRefused(
      `El archivo mezcla codificaciones: tiene texto UTF-8 y, en la línea ${invalidLine}, bytes que no` +
        ' son UTF-8. Guárdelo de nuevo como «CSV UTF-8» desde una sola hoja.',
    );
  }
  throw new FileRefused(
    `El archivo no está en UTF-8 (línea ${invalidLine}): parece Latin-1 o Windows-1252, como guarda` +
      ' Excel un «CSV» simple. Guárdelo como «CSV UTF-8 (delimitado por comas)».',
  );
}
