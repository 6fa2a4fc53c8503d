import { FileRefused } from './file-limits';
import type { ImportKind, ImportRow } from './kind';
import type { ReadFile } from './read-file';

type Columns = ImportKind<unknown, unknown>['columns'];

const fold = (text: string) => text.trim().toLocaleLowerCase('es');

/**
 * The file's rows keyed by the kind's own headers. Headers match regardless of case; an unknown
 * header or a missing required one refuses the file, naming them all (a column the tool does not
 * know would otherwise be dropped without a word).
 */
export function rowsByKindHeaders(
  file: ReadFile,
  columns: Columns,
  label: string,
): { number: number; row: ImportRow }[] {
  const canonical = new Map(columns.map((column) => [fold(column.header), column.header]));
  const unknown = file.header.filter((title) => !canonical.has(fold(title)));
  const present = new Set(file.header.map(fold));
  const missing = columns.filter((column) => column.required && !present.has(fold(column.header)));
  const problems: string[] = [];
  if (unknown.length > 0) {
    problems.push(`columnas desconocidas: ${unknown.map((title) => `«${title}»`).join(', ')}`);
  }
  if (missing.length > 0) {
    problems.push(`faltan columnas: ${missing.map((column) => `«${column.header}»`).join(', ')}`);
  }
  if (problems.length > 0) {
    const known = columns.map((column) => column.header).join(', ');
    throw new FileRefused(
      `El archivo no es de ${label}: ${problems.join('; ')}. Columnas que se leen: ${known}.`,
    );
  }
  return file.rows.map(({ number, cells }) => {
    const row: Record<string, string> = {};
    for (const column of columns) row[column.header] = '';
    for (const [title, text] of Object.entries(cells)) {
      row[canonical.get(fold(title)) ?? title] = text;
    }
    return { number, row };
  });
}
