import path from 'node:path';
import type { Db } from '../db/client';
import { type CounterCheck, checkCounters } from '../db/counter-recounts';
import { brokenUniqueConstraint } from '../db/violations';
import type { AuditService } from '../modules/audit/service';
import { rowsByKindHeaders } from './header-check';
import type { ImportKind, ImportTx, WriteCounts } from './kind';
import { readImportFile } from './read-file';

export type RefusedRow = { row: number; reason: string };

export type ImportOutcome = {
  kind: string;
  label: string;
  file: string;
  dryRun: boolean;
  /** Data rows read (the header and empty rows not counted). */
  rows: number;
  refused: RefusedRow[];
  /**
   * What was written, or, on a dry run, what would be (the good rows written in a transaction
   * that is rolled back). Undefined when nothing could be written.
   */
  counts?: WriteCounts;
  /** Why the write failed as a whole (a database rule broken meanwhile). */
  failure?: string;
  /** Kept counters that differ from their recount after a real run: none is expected. */
  counterDifferences: CounterCheck[];
};

export type ImportDeps = { db: Db; audit: AuditService };
export type ImportInput = { file: string; dryRun: boolean };

/** Thrown inside the dry run's transaction so that it rolls back, carrying the counts out. */
class DryRunRollback extends Error {
  constructor(readonly counts: WriteCounts) {
    super('dry run');
  }
}

/** Each good row's value, and every refused row: checks, repeated keys and contradicting claims. */
function checkRows<Value, Lookups>(
  kind: ImportKind<Value, Lookups>,
  rows: ReturnType<typeof rowsByKindHeaders>,
  lookups: Lookups,
) {
  const values: Value[] = [];
  const refused: RefusedRow[] = [];
  const keys = new Map<string, number>();
  const claims = new Map<string, { holder: string; row: number }>();
  for (const { number, row } of rows) {
    const checked = kind.check(row, number, lookups);
    if (!checked.ok) {
      refused.push({ row: number, reason: checked.reason });
      continue;
    }
    const key = kind.key(checked.value);
    const earlier = keys.get(key);
    if (earlier !== undefined) {
      refused.push({ row: number, reason: `repite «${key}» de la fila ${earlier}` });
      continue;
    }
    keys.set(key, number);
    const held = kind.claims?.(checked.value) ?? [];
    const clash = held.find(({ claim, holder }) => {
      const first = claims.get(claim);
      return first !== undefined && first.holder !== holder;
    });
    if (clash) {
      const first = claims.get(clash.claim)?.row;
      refused.push({
        row: number,
        reason: `${clash.label} ya figura en la fila ${first} con otros datos`,
      });
      continue;
    }
    for (const { claim, holder } of held)
      if (!claims.has(claim)) claims.set(claim, { holder, row: number });
    values.push(checked.value);
  }
  return { values, refused };
}

/** A database rule broken between the check and the write (another process wrote meanwhile). */
function failureOf(error: unknown): string {
  const constraint = brokenUniqueConstraint(error);
  if (constraint === undefined) throw error;
  return `otro dato guardado entretanto choca con el archivo (${constraint}): vuelva a probarlo`;
}

/**
 * Imports one file (decision 0074): every row is checked first; a dry run only reports (its
 * writes are rolled back); a real run writes every good row in one transaction, or nothing when
 * any row is refused — all or none per file, so a corrected file is simply run again. Rows
 * already stored as the file says count as unchanged: a second run changes nothing.
 */
export async function runImport<Value, Lookups>(
  { db, audit }: ImportDeps,
  kind: ImportKind<Value, Lookups>,
  { file, dryRun }: ImportInput,
): Promise<ImportOutcome> {
  const read = await readImportFile(file);
  const rows = rowsByKindHeaders(read, kind.columns, kind.label);
  const lookups = await kind.prepare(db);
  const { values, refused } = checkRows(kind, rows, lookups);
  refused.sort((a, b) => a.row - b.row);
  const outcome: ImportOutcome = {
    kind: kind.name,
    label: kind.label,
    file,
    dryRun,
    rows: rows.length,
    refused,
    counterDifferences: [],
  };
  const record = (tx: ImportTx, counts: WriteCounts | undefined) =>
    audit.record(tx, {
      action: counts ? 'data_imported' : 'data_import_refused',
      entity: 'import',
      entityId: kind.name,
      changes: {
        file: path.basename(file),
        rows: rows.length,
        refused: refused.length,
        inserted: counts?.inserted ?? 0,
        unchanged: counts?.unchanged ?? 0,
        ...(outcome.failure ? { failure: outcome.failure } : {}),
      },
    });

  if (dryRun) {
    try {
      await db.transaction(async (tx) => {
        throw new DryRunRollback(await kind.write(tx, values, lookups));
      });
    } catch (error) {
      if (error instanceof DryRunRollback) outcome.counts = error.counts;
      else outcome.failure = failureOf(error);
    }
    return outcome;
  }
  if (refused.length === 0) {
    try {
      outcome.counts = await db.transaction(async (tx) => {
        const counts = await kind.write(tx, values, lookups);
        await record(tx, counts);
        return counts;
      });
    } catch (error) {
      outcome.failure = failureOf(error);
    }
  }
  if (!outcome.counts) await db.transaction((tx) => record(tx, undefined));
  else {
    const checks = await checkCounters(db);
    outcome.counterDifferences = checks.filter((check) => check.differences > 0);
  }
  return outcome;
}
