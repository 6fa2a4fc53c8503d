import {
  BOLD,
  collectPdf,
  createPdf,
  FONT,
  INK,
  MARGIN,
  MUTED,
  RULE,
  writeAt,
} from '../certificates/pdf/document';
import { receiptLines } from './receipt';
import type { PaymentRow } from './repo';

export const RECEIPT_TITLE = 'Comprobante de pago';

/**
 * The printable receipt of an approved payment (decision 0024): one page, the lines the
 * e-mail carries, on the certificates' PDF helper (built-in Helvetica, nothing embedded).
 */
export async function renderReceiptPdf(
  payment: PaymentRow,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const printedAt = payment.settledAt ?? payment.createdAt;
  const doc = createPdf({
    paper: 'LETTER',
    title: `${RECEIPT_TITLE} ${payment.invoiceNumber}`,
    createdAt: printedAt,
    compress: options.compress,
  });
  const bytes = collectPdf(doc);
  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN;
  doc.font(BOLD).fontSize(18).fillColor(INK);
  writeAt(doc, 'AptoVial', MARGIN, y);
  y += 28;
  doc.fontSize(14);
  writeAt(doc, `${RECEIPT_TITLE}: pago móvil (C2P) aprobado`, MARGIN, y, width);
  y += 24;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor(RULE)
    .stroke();
  y += 16;
  for (const [label, value] of receiptLines(payment)) {
    doc.font(FONT).fontSize(10).fillColor(MUTED);
    writeAt(doc, label, MARGIN, y, 170);
    doc.font(BOLD).fontSize(11).fillColor(INK);
    writeAt(doc, value, MARGIN + 180, y, width - 180);
    y += 22;
  }
  y += 12;
  doc.font(FONT).fontSize(9).fillColor(MUTED);
  writeAt(
    doc,
    'Conserve este comprobante. Su banco identifica el pago por la referencia y la factura.',
    MARGIN,
    y,
    width,
  );
  doc.end();
  return bytes;
}
