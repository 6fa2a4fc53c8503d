import {
  type Certificate,
  formatDate,
  formatTimestamp,
  nationalityName,
  SPECIAL_CERTIFICATE_TYPE,
} from '@aptovial/shared';
import {
  BOLD,
  collectPdf,
  createPdf,
  FONT,
  INK,
  MARGIN,
  MUTED,
  type Paper,
  type Pdf,
  shrinkToFit,
  writeAt,
} from './document';
import { type Area, field, fieldGrid, labelledList, sectionTitle } from './fields';
import {
  dniText,
  glassesText,
  gradeName,
  NOT_GIVEN,
  ruleName,
  stateText,
  typeName,
} from './labels';
import { drawQr, QR_SIZE } from './qr';

export type CertificatePdfInput = {
  certificate: Certificate;
  /**
   * The signed verification address the QR holds (decision 0006); for a certificate from the
   * replaced system, the page's address with the serial alone, printed without a QR (0080).
   */
  verificationUrl: string;
  /** From the system AptoVial replaced: never signed, so no QR is drawn (decision 0080). */
  imported?: boolean;
  paper: Paper;
  /** When this copy was printed; defaults to now. */
  issuedAt?: Date;
  /** false writes readable content streams (tests); printouts leave it compressed. */
  compress?: boolean;
};

export const CERTIFICATE_TITLE = 'Certificado Médico de Aptitud para Conducir';
const SERIAL_BOX = 150;

/** The one-page printout of a certificate, in Spanish, with its verification QR. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const { certificate: c } = input;
  const issuedAt = input.issuedAt ?? new Date();
  const doc = createPdf({
    paper: input.paper,
    title: `${CERTIFICATE_TITLE} N.º ${c.serial}`,
    createdAt: issuedAt,
    compress: input.compress,
  });
  const bytes = collectPdf(doc);
  const page: Area = { x: MARGIN, width: doc.page.width - 2 * MARGIN };

  let y = header(doc, c, page);
  y = sectionTitle(doc, 'Datos del titular', page, y);
  y = fieldGrid(doc, holderFields(c), page, y);
  y = sectionTitle(doc, 'Aptitud', page, y + 4);
  y = aptitude(doc, c, page, y);
  y = sectionTitle(doc, 'Expedición', page, y + 4);
  y = fieldGrid(doc, expeditionFields(c), page, y);
  doctorAndQr(doc, c, input, page, y + 4);

  doc.font(FONT).fontSize(7).fillColor(MUTED);
  writeAt(doc, `Impreso el ${formatTimestamp(issuedAt)}`, page.x, doc.page.height - MARGIN + 8);
  if (!c.status) watermark(doc, 'DESHABILITADO');
  doc.end();
  return bytes;
}

function header(doc: Pdf, c: Certificate, page: Area): number {
  const textWidth = page.width - SERIAL_BOX - 12;
  doc.font(FONT).fontSize(8).fillColor(MUTED);
  writeAt(doc, 'REPÚBLICA BOLIVARIANA DE VENEZUELA', page.x, MARGIN);
  writeAt(doc, `Colegio de Médicos del estado ${stateText(c.state)}`, page.x, MARGIN + 11);
  doc.font(BOLD).fontSize(15).fillColor(INK);
  doc.text(CERTIFICATE_TITLE, page.x, MARGIN + 30, { width: textWidth });

  const boxX = page.x + page.width - SERIAL_BOX;
  doc.rect(boxX, MARGIN, SERIAL_BOX, 68).lineWidth(1).strokeColor(INK).stroke();
  doc.font(FONT).fontSize(8).fillColor(MUTED);
  writeAt(doc, 'N.º DE SERIE', boxX + 10, MARGIN + 7);
  doc.font(BOLD).fontSize(24).fillColor(INK);
  writeAt(doc, String(c.serial), boxX + 10, MARGIN + 19, SERIAL_BOX - 20);
  doc.font(FONT).fontSize(9);
  writeAt(doc, `Lote TP: ${c.numberTP}`, boxX + 10, MARGIN + 50, SERIAL_BOX - 20);
  return MARGIN + 84;
}

function holderFields(c: Certificate) {
  return [
    field('Nombres', c.names, 3),
    field('Apellidos', c.lastNames, 3),
    field('Cédula de identidad', dniText(c.nationality, c.dni)),
    field('Nacionalidad', nationalityName(c.nationality)),
    field('Fecha de nacimiento', formatDate(c.birthDate)),
    field('Ocupación', c.occupation ?? NOT_GIVEN, 3),
    field('Estado de origen', stateText(c.stateOrigin), 3),
  ];
}

function aptitude(doc: Pdf, c: Certificate, page: Area, top: number): number {
  const special = c.typeCertifields === SPECIAL_CERTIFICATE_TYPE;
  const rules = c.rules.map(ruleName);
  let y = fieldGrid(
    doc,
    [
      field('Grado de licencia', gradeName(c.grade), 4),
      field('Tipo de certificado', typeName(c.typeCertifields)),
      field('Tipo de sangre', c.bloodType ?? NOT_GIVEN),
      field('Usa lentes', glassesText(c.glasses)),
      ...(special ? [field('Tipo especial', c.typeSpecial ?? NOT_GIVEN)] : []),
      ...(rules.length === 0 ? [field('Restricciones', 'Ninguna')] : []),
    ],
    page,
    top,
  );
  if (rules.length > 0) y = labelledList(doc, 'Restricciones', rules, page, y);
  if (special && c.observations) {
    doc.font(FONT).fontSize(7.5).fillColor(MUTED);
    writeAt(doc, 'Observaciones', page.x, y);
    // At most 500 characters fill about five of these lines; the cut after six is a guard
    // that keeps the page from ever overflowing.
    doc.font(FONT).fontSize(9).fillColor(INK);
    doc.text(c.observations, page.x, y + 11, { width: page.width, height: 64, ellipsis: true });
    y += 11 + Math.min(doc.heightOfString(c.observations, { width: page.width }), 64) + 6;
  }
  return y;
}

function expeditionFields(c: Certificate) {
  return [
    field('Lugar de expedición', c.place),
    field('Fecha de expedición', formatDate(c.expeditionDate)),
    field('Fecha de vencimiento', formatDate(c.dueDate)),
    field('Estado de expedición', stateText(c.state)),
    ...(c.sectional ? [field('Seccional', c.sectional)] : []),
  ];
}

function doctorAndQr(
  doc: Pdf,
  c: Certificate,
  { verificationUrl: url, imported = false }: CertificatePdfInput,
  page: Area,
  top: number,
): void {
  const qrColumn = QR_SIZE + 40;
  const left: Area = { x: page.x, width: page.width - qrColumn - 12 };
  let y = sectionTitle(doc, 'Médico certificador', left, top);
  y = fieldGrid(
    doc,
    [
      field('Nombre', c.nameDoctor, 6),
      field('Cédula de identidad', c.dniDoctor, 3),
      field('N.º de colegio', c.createdBy.schoolNumber, 3),
      field('N.º de habilitado', c.createdBy.licenseNumber ?? NOT_GIVEN, 3),
      field('Colegio del estado', stateText(c.createdBy.state), 3),
    ],
    left,
    y,
  );
  const signatureY = y + 34;
  doc
    .moveTo(left.x, signatureY)
    .lineTo(left.x + 200, signatureY)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  doc.font(FONT).fontSize(8).fillColor(MUTED);
  writeAt(doc, 'Firma y sello del médico', left.x, signatureY + 4);

  const qrX = page.x + page.width - qrColumn + 20;
  const captionX = qrX - 20;
  // A certificate of the replaced system was never signed: a QR would vouch for nothing.
  if (!imported) drawQr(doc, url, qrX, top + 6);
  doc.font(FONT).fontSize(7.5).fillColor(MUTED);
  const captionY = top + (imported ? 6 : QR_SIZE + 14);
  const caption = imported ? IMPORTED_CAPTION : VERIFY_CAPTION;
  doc.text(caption, captionX, captionY, { width: qrColumn, align: 'center' });
  // The address on a line of its own, shrunk rather than broken at its hyphens.
  const address = verificationAddress(url);
  shrinkToFit(doc.font(BOLD).fillColor(INK), address, qrColumn, 7.5, 5.5);
  const addressX = captionX + Math.max(0, (qrColumn - doc.widthOfString(address)) / 2);
  writeAt(doc, address, addressX, doc.y + 1, qrColumn);
}

export const VERIFY_CAPTION = 'Verifique este certificado escaneando el código o en';
export const IMPORTED_CAPTION =
  'Certificado anterior a AptoVial, sin código QR: verifíquelo por su serial en';

/** '<host>/Buscar-certificado-medicos': where to type the serial; the proof stays out. */
export function verificationAddress(url: string): string {
  const address = new URL(url);
  return `${address.host}${address.pathname}`;
}

function watermark(doc: Pdf, text: string): void {
  const centreX = doc.page.width / 2;
  const centreY = doc.page.height / 2;
  doc.save();
  doc.rotate(-35, { origin: [centreX, centreY] });
  doc.font(BOLD).fontSize(72).fillColor('#c62828').fillOpacity(0.28);
  const width = doc.widthOfString(text);
  writeAt(doc, text, centreX - width / 2, centreY - 36);
  doc.restore();
}
