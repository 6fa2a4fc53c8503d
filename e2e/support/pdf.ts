import { inflateSync } from 'node:zlib';
import { qrBitmap, readPdf, readQr } from '../../apps/api/src/modules/certificates/pdf/testing';

/** The PDF with its Flate streams inflated, so the plain-text readers of the API tests apply. */
function inflated(bytes: Buffer): Buffer {
  const source = bytes.toString('latin1');
  const rebuilt = source.replace(
    /(<<[\s\S]*?\/Filter \/FlateDecode[\s\S]*?>>\s*stream\n)([\s\S]*?)(\nendstream)/g,
    (_match, head: string, body: string, tail: string) =>
      `${head.replace('/Filter /FlateDecode', '')}${inflateSync(Buffer.from(body, 'latin1')).toString('latin1')}${tail}`,
  );
  return Buffer.from(rebuilt, 'latin1');
}

/** The address in the QR of a printed certificate, read as a phone would (decoded from the PDF). */
export function qrAddressOf(pdf: Buffer): string {
  const [page] = readPdf(inflated(pdf));
  const text = page ? readQr(page).text : null;
  if (!text) throw new Error('the printout has no readable QR');
  return text;
}

/** The printed QR as a bitmap (one pixel a module, quiet zone included), to film for a camera. */
export function qrBitmapOf(pdf: Buffer): { image: Uint8ClampedArray; side: number } {
  const [page] = readPdf(inflated(pdf));
  const bitmap = page ? qrBitmap(page, 1) : null;
  if (bitmap === null) throw new Error('the printout has no QR');
  return bitmap;
}
