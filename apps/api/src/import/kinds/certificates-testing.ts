// Test kit of the lots and certificates imports: files written as the export sheets write them.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CERTIFICATE_COLUMNS } from './certificate-columns';
import { LOT_COLUMNS } from './lots';

type CertificateCells = Partial<Record<keyof typeof CERTIFICATE_COLUMNS, string>>;
type LotCells = Partial<Record<keyof typeof LOT_COLUMNS, string>>;

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const line = (cells: readonly string[]) => `${cells.map(quoted).join(',')}\r\n`;

function csv<Field extends string>(
  columns: Record<Field, string>,
  rows: Partial<Record<Field, string>>[],
) {
  const fields = Object.keys(columns) as Field[];
  return (
    line(fields.map((field) => columns[field])) +
    rows.map((row) => line(fields.map((field) => row[field] ?? ''))).join('')
  );
}

/** A folder of its own for one test file's CSVs. */
export const importFolder = () => mkdtemp(path.join(tmpdir(), 'aptovial-import-'));

export async function writeLotsCsv(folder: string, name: string, rows: LotCells[]) {
  const file = path.join(folder, name);
  await writeFile(file, csv(LOT_COLUMNS, rows));
  return file;
}

export async function writeCertificatesCsv(folder: string, name: string, rows: CertificateCells[]) {
  const file = path.join(folder, name);
  await writeFile(file, csv(CERTIFICATE_COLUMNS, rows));
  return file;
}

/**
 * A certificate of the old system issued by the demo medic 10231 (VE-A) on `serial`: expired
 * unless `valid` (still in force at 2026-06-15), each serial its own holder.
 */
export function oldCertificate(serial: number, cells: CertificateCells = {}): CertificateCells {
  return {
    serial: String(serial),
    state: 'Distrito Capital',
    place: 'Caracas',
    expeditionDate: '10/01/2024',
    dueDate: '10/01/2027',
    cedula: `V-${10_000_000 + serial}`,
    names: 'Carmen Elena',
    lastNames: 'Rondón Uzcátegui',
    birthDate: '21/09/1970',
    grade: '2',
    type: 'Renovación',
    glasses: 'Sí',
    bloodType: 'A+',
    schoolNumber: '10231',
    status: 'Habilitado',
    ...cells,
  };
}
