// Test helpers: read back what the renderers wrote, from PDFs made with `compress: false`.
// pdfkit's output is regular enough for a few regular expressions; a full PDF parser (pdfjs)
// would add megabytes for this alone.
import type { Certificate } from '@aptovial/shared';
import jsQR from 'jsqr';

export type PdfPage = { width: number; height: number; content: string; lines: string[] };

// WinAnsi differs from Latin-1 only in 0x80-0x9f; these are the characters we print from there.
const winAnsiExtras: Record<number, string> = { 133: '…', 149: '•', 150: '–', 151: '—' };
const decodeHex = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((pair) => Number.parseInt(pair, 16))
    .map((code) => winAnsiExtras[code] ?? String.fromCharCode(code))
    .join('');

/** Each text-showing operation (one line of text) with its kerning gaps removed. */
function textLines(content: string): string[] {
  return [...content.matchAll(/\[([^\]]*)\] TJ/g)].map(([, array = '']) =>
    [...array.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex = '']) => decodeHex(hex)).join(''),
  );
}

/** The pages in order, with their size and text. */
export function readPdf(bytes: Buffer): PdfPage[] {
  const source = bytes.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id = '', body = ''] of source.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    objects.set(id, body);
  }
  const tree = [...objects.values()].find((body) => body.includes('/Type /Pages'));
  const kids = [...(tree?.match(/\/Kids \[([^\]]*)\]/)?.[1] ?? '').matchAll(/(\d+) 0 R/g)];
  return kids.map(([, id = '']) => {
    const page = objects.get(id) ?? '';
    const [, , , width = '0', height = '0'] =
      page.match(/\/MediaBox \[(\S+) (\S+) (\S+) (\S+)\]/) ?? [];
    const contentsId = page.match(/\/Contents (\d+) 0 R/)?.[1] ?? '';
    const stream = objects.get(contentsId) ?? '';
    const content = stream.match(/stream\n([\s\S]*)\nendstream/)?.[1] ?? '';
    return { width: Number(width), height: Number(height), content, lines: textLines(content) };
  });
}

export const pageText = (page: PdfPage) => page.lines.join('\n');

/**
 * The QR drawn by drawQr: a uniform scale to the module size, then one `x y w 1 re` per dark
 * run. Rebuilt as a bitmap with a quiet zone and decoded by jsQR, so the test proves what a
 * phone would read, not merely that squares were drawn.
 */
export function readQr(page: PdfPage): { text: string | null; widthPt: number } {
  const bitmap = qrBitmap(page);
  if (bitmap === null) return { text: null, widthPt: 0 };
  const { image, side, modules, scale } = bitmap;
  return { text: jsQR(image, side, side)?.data ?? null, widthPt: modules * scale };
}

/** The printed QR as an RGBA bitmap, `pixel` pixels a module, with a four-module quiet zone. */
export function qrBitmap(page: PdfPage, pixel = 4) {
  const match = page.content.match(/\n(\S+) 0 0 \1 0 0 cm\n((?:\d+ \d+ \d+ 1 re\n)+)/);
  if (!match) return null;
  const runs = [...(match[2] ?? '').matchAll(/(\d+) (\d+) (\d+) 1 re/g)].map((run) =>
    run.slice(1, 4).map(Number),
  );
  const modules = Math.max(...runs.map(([x = 0, , w = 0]) => x + w));
  const side = (modules + 8) * pixel;
  const image = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x = 0, y = 0, w = 0] of runs) {
    for (let column = x; column < x + w; column++) {
      for (let dy = 0; dy < pixel; dy++) {
        for (let dx = 0; dx < pixel; dx++) {
          const offset = (((y + 4) * pixel + dy) * side + (column + 4) * pixel + dx) * 4;
          image.fill(0, offset, offset + 3);
        }
      }
    }
  }
  return { image, side, modules, scale: Number(match[1]) };
}

/** A complete certificate as the API returns it, with accents and ñ where people have them. */
export function sampleCertificate(overrides: Partial<Certificate> = {}): Certificate {
  const doctor = {
    schoolNumberId: 7,
    schoolNumber: 'MER-10452',
    licenseNumber: 'HAB-45821',
    state: 'VE-L',
    names: 'María Fernanda',
    lastNames: 'Rodríguez Peña',
    dni: '9876543',
  };
  return {
    id: 41,
    serial: 120045,
    lotId: 3,
    numberTP: 'TP-2025-07',
    state: 'VE-L',
    sectional: 'Seccional Mérida',
    place: 'Consultorio Los Próceres, Mérida',
    expeditionDate: '2025-03-14',
    dueDate: '2030-03-14',
    dni: '12345678',
    nationality: 'V',
    names: 'Íñigo José',
    lastNames: 'Ñandú Pérez',
    birthDate: '1980-01-05',
    stateOrigin: 'VE-F',
    occupation: 'Chofer',
    grade: '4',
    typeCertifields: 'Especial',
    typeSpecial: 'Visión monocular',
    observations: 'Control oftalmológico cada seis meses.',
    rules: ['LENTES', 'DIURNO'],
    glasses: true,
    bloodType: 'O+',
    nameDoctor: 'María Fernanda Rodríguez Peña',
    dniDoctor: '9876543',
    status: true,
    version: 1,
    reason: null,
    createdBy: doctor,
    updatedBy: null,
    createdAt: '2025-03-14T14:00:00.000Z',
    updatedAt: '2025-03-14T14:00:00.000Z',
    ...overrides,
  };
}
