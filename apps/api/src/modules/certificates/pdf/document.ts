import type PDFKitDocument from 'pdfkit';
import { lazyPackage } from '../../../lazy-package';

const pdfkit = lazyPackage<typeof PDFKitDocument>('pdfkit');

export type Paper = 'A4' | 'LETTER';
export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 40;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const INK = '#1a1a1a';
export const MUTED = '#5c5c5c';
export const RULE = '#b8b8b8';

type DocumentOptions = {
  paper: Paper;
  title: string;
  createdAt: Date;
  landscape?: boolean;
  /** Tests read the content streams back as text; production output is compressed. */
  compress?: boolean;
};

/**
 * A Spanish document on the built-in Helvetica: its WinAnsi encoding covers á é í ó ú ü ñ, ¿ ¡,
 * º and «», so nothing is embedded and a certificate stays a few kilobytes.
 */
export function createPdf(options: DocumentOptions): Pdf {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: options.paper,
    layout: options.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    compress: options.compress ?? true,
    lang: 'es-VE',
    displayTitle: true,
    // A fixed creation date (the issue time) keeps the same input rendering the same bytes.
    info: { Title: options.title, Author: 'AptoVial', CreationDate: options.createdAt },
  });
  doc.font(FONT).fillColor(INK);
  return doc;
}

/**
 * The document's bytes once it is ended. Called right after creation: pdfkit writes each page
 * out when the next one starts, so a long report holds compressed output, not every page.
 */
export function collectPdf(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The text cut with '…' to fit the width on one line. Table cells use it instead of pdfkit's
 * wrapping, which is slow for thousands of cells and would make rows of different heights.
 */
export function fitText(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, middle).trimEnd()}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

/** Sets the largest font size, from `size` down to `smallest`, at which the text fits. */
export function shrinkToFit(doc: Pdf, text: string, width: number, size: number, smallest: number) {
  let current = size;
  doc.fontSize(current);
  while (current > smallest && doc.widthOfString(text) > width) {
    current -= 0.5;
    doc.fontSize(current);
  }
  return current;
}

/** Writes one line at a fixed place; never wraps and never adds a page. */
export function writeAt(doc: Pdf, text: string, x: number, y: number, width?: number): void {
  const line = width === undefined ? text : fitText(doc, text, width);
  doc.text(line, x, y, { lineBreak: false });
}
