import { FileRefused } from './file-limits';
import type { ImportKind, ImportRow } from './kind';

type Columns = ImportKind<unknown, unknown>['columns'];

const fold = (text: string) => text.trim().toLocaleLowerCase('es');

/**
 * How to key a file's rows by the kind's own headers. Headers match regardless of case; an
 * unknown header or a missing required one refuses the file, naming them all (a column the tool
 * does not know would otherwise be dropped without a word). The result turns a row's cells, in
 * the file's column order, into the kind's row (columns the file leaves out are '').
 */
export function kindRowOf(
  header: readonly string[],
  columns: Columns,
  label: string,
): (cells: readonly string[]) => ImportRow {
  const canonical = new Map(columns.map((column) => [fold(column.header), column.header]));
  const unknown = header.filter((title) => !canonical.has(fold(title)));
  const present = new Set(header.map(fold));
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
  const titles = header.map((title) => canonical.get(fold(title)) ?? title);
  const absent = columns.map((column) => column.header).filter((title) => !titles.includes(title));
  return (cells) => {
    const row: Record<string, string> = {};
    titles.forEach((title, index) => {
      row[title] = cells[index] ?? '';
    });
    for (const title of absent) row[title] = '';
    return row;
  };
}
