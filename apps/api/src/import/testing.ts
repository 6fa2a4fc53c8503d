import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type Sheet, xlsxStream } from '../adapters/spreadsheet/xlsx';
import type { Db } from '../db/client';
import { createAuditService } from '../modules/audit/service';
import { importKinds } from './kinds/index';
import { openImportFile } from './read-file';
import { importReport } from './report';

/** A temporary folder for one test file's import files, removed by `clean`. */
export async function importFolder() {
  const folder = await mkdtemp(path.join(tmpdir(), 'aptovial-import-'));
  let count = 0;
  const named = (extension: string) => path.join(folder, `archivo-${++count}.${extension}`);
  return {
    /** A CSV of these lines (joined with CRLF, as Excel writes them). */
    async csv(lines: readonly string[], prefix: Buffer = Buffer.alloc(0)) {
      const file = named('csv');
      await writeFile(file, Buffer.concat([prefix, Buffer.from(lines.join('\r\n'), 'utf8')]));
      return file;
    },
    async bytes(bytes: Buffer, extension = 'csv') {
      const file = named(extension);
      await writeFile(file, bytes);
      return file;
    },
    /** An .xlsx whose first sheet holds these rows (cells as exceljs takes them). */
    async xlsx(rows: readonly unknown[][], extraSheet = false) {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Datos');
      for (const row of rows) sheet.addRow(row);
      if (extraSheet) workbook.addWorksheet('Otra').addRow(['nada que ver']);
      const file = named('xlsx');
      await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));
      return file;
    },
    /** The product's own export of these rows, through the real streaming sheet writer. */
    async exported<Row>(sheet: Sheet<Row>) {
      const chunks: Buffer[] = [];
      for await (const chunk of xlsxStream(sheet)) chunks.push(chunk as Buffer);
      const file = named('xlsx');
      await writeFile(file, Buffer.concat(chunks));
      return file;
    },
    clean: () => rm(folder, { recursive: true, force: true }),
  };
}

/** A whole file as the import reads it: its header, and each data row keyed by the file's titles. */
export async function readWholeFile(file: string) {
  const opened = await openImportFile(file);
  try {
    const rows: { number: number; cells: Record<string, string> }[] = [];
    for await (const batch of opened.batches) {
      for (const { number, cells } of batch) {
        rows.push({
          number,
          cells: Object.fromEntries(
            opened.header.map((title, index) => [title, cells[index] ?? '']),
          ),
        });
      }
    }
    return { header: opened.header, rows };
  } finally {
    await opened.close();
  }
}

/** Runs an import as the command does, returning the outcome and its Spanish report. */
export async function runKind(db: Db, name: string, file: string, dryRun = false) {
  const kind = importKinds.get(name);
  if (!kind) throw new Error(`no import kind ${name}`);
  const outcome = await kind.run({ db, audit: createAuditService() }, { file, dryRun });
  return { outcome, report: importReport(outcome) };
}

/** How many rows a table holds. */
export async function rowCount(db: Db, table: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as total from ${sql.identifier(table)}`,
  )) as unknown as { rows: { total: number }[] };
  return result.rows[0]?.total ?? 0;
}

/** The import audit events, oldest first. */
export async function importAudits(db: Db) {
  const result = (await db.execute(
    sql`select action, entity_id, changes from audit_events where entity = 'import' order by id`,
  )) as unknown as {
    rows: { action: string; entity_id: string; changes: Record<string, unknown> }[];
  };
  return result.rows;
}
