import type QRCodeModule from 'qrcode';
import { lazyPackage } from '../../../lazy-package';
import type { Pdf } from './document';

const qrcode = lazyPackage<typeof QRCodeModule>('qrcode');

/** One centimetre in PDF points (1/72 inch). */
export const CM = 72 / 2.54;
/** Decision 0006: printed at least 3 cm wide; 4 cm keeps modules near 0.5 mm. */
export const QR_SIZE = 4 * CM;
/** The blank border readers need around the symbol, in modules. */
const QUIET_ZONE = 4;

/**
 * Draws the QR as filled squares rather than an embedded bitmap: sharp at any printer
 * resolution and smaller. Level M: the signed URL is long, and Q would shrink its modules.
 * `size` is the width of the symbol itself; the quiet zone lies outside it.
 */
export function drawQr(doc: Pdf, text: string, x: number, y: number, size = QR_SIZE): void {
  const { modules } = qrcode().create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const module = size / count;
  doc.save();
  const quiet = QUIET_ZONE * module;
  doc.rect(x - quiet, y - quiet, size + 2 * quiet, size + 2 * quiet).fill('white');
  // Module units inside: each dark run of a row is one rectangle with whole-number corners.
  doc.translate(x, y).scale(module);
  for (let row = 0; row < count; row++) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column++;
      doc.rect(start, row, column - start, 1);
    }
  }
  doc.fill('black');
  doc.restore();
}
