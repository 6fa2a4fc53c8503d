import path from 'node:path';
import type { Db } from '../db/client';
import { type CounterCheck, checkCounters } from '../db/counter-recounts';
import { brokenUniqueConstraint } from '../db/violations';
import type { AuditService } from '../modules/audit/service';
import { kindRowOf } from './header-check';
import type { ImportKind, ImportTx, WriteCounts } from './kind';
import { type ImportFile, openImportFile } from './read-file';
import { type RefusedRow, rowChecker } from './row-checks';

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

/** Thrown inside the transaction so that it rolls back (a dry run, a refused row, a failure). */
class Rollback extends Error {}

const BATCH_ROWS = 5_000;

/** A database rule broken between the check and the write (another process wrote meanwhile). */
function failureOf(error: unknown): string {
  const constraint = brokenUniqueConstraint(error);
  if (constraint === undefined) throw error;
  return `otro dato guardado entretanto choca con el archivo (${constraint}): vuelva a probarlo`;
}

/**
 * Reads, checks and writes the file a batch at a time inside `tx`. Writing stops at the first
 * refused row of a real run (nothing of it will be kept) or at a failed write; a dry run goes on
 * writing the good rows, so its counts say what a real run would write, database rules included.
 */
async function checkAndWrite<Value, Lookups>(
  tx: ImportTx,
  kind: ImportKind<Value, Lookups>,
  file: ImportFile,
  lookups: Lookups,
  outcome: ImportOutcome,
) {
  const toRow = kindRowOf(file.header, kind.columns, kind.label);
  const check = rowChecker(kind, lookups);
  const counts: WriteCounts = { inserted: 0, unchanged: 0 };
  const batchRows = kind.batchRows ?? BATCH_ROWS;
  let writing = true;
  let pending: Value[] = [];
  // One batch is written while the next is read and checked, so the database's work (indexes,
  // triggers) and the rows' checks overlap. The write in flight never rejects (an unhandled
  // rejection would end the process): its error is kept and thrown at the next flush.
  let inFlight: Promise<void> = Promise.resolve();
  let thrown: { error: unknown } | undefined;
  const settle = async () => {
    await inFlight;
    if (thrown) throw thrown.error;
  };
  const flush = async () => {
    const values = pending;
    pending = [];
    await settle();
    if (!writing || values.length === 0) return;
    inFlight = kind.write(tx, values, lookups).then(
      (written) => {
        counts.inserted += written.inserted;
        counts.unchanged += written.unchanged;
      },
      (error: unknown) => {
        writing = false;
        try {
          outcome.failure = failureOf(error);
        } catch (unexpected) {
          thrown = { error: unexpected };
        }
      },
    );
  };
  for await (const batch of file.batches) {
    for (const { number, cells } of batch) {
      outcome.rows += 1;
      const checked = check(toRow(cells), number);
      if (!checked.ok) {
        outcome.refused.push({ row: number, reason: checked.reason });
        if (!outcome.dryRun) writing = false;
      } else if (writing) pending.push(checked.value);
    }
    if (pending.length >= batchRows) await flush();
  }
  await flush();
  await settle();
  return outcome.failure === undefined ? counts : undefined;
}

/**
 * Imports one file (decisions 0074, 0082): every row is checked and every good one written in
 * one transaction, streamed a batch at a time; the transaction is committed only on a real run
 * with no refused row — all or none per file, so a corrected file is simply run again. A dry run
 * rolls its writes back. Rows already stored as the file says count as unchanged: a second run
 * changes nothing.
 */
export async function runImport<Value, Lookups>(
  { db, audit }: ImportDeps,
  kind: ImportKind<Value, Lookups>,
  { file, dryRun }: ImportInput,
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = {
    kind: kind.name,
    label: kind.label,
    file,
    dryRun,
    rows: 0,
    refused: [],
    counterDifferences: [],
  };
  const record = (tx: ImportTx, counts: WriteCounts | undefined) =>
    audit.record(tx, {
      action: counts ? 'data_imported' : 'data_import_refused',
      entity: 'import',
      entityId: kind.name,
      changes: {
        file: path.basename(file),
        rows: outcome.rows,
        refused: outcome.refused.length,
        inserted: counts?.inserted ?? 0,
        unchanged: counts?.unchanged ?? 0,
        ...(outcome.failure ? { failure: outcome.failure } : {}),
      },
    });
  const opened = await openImportFile(file);
  let counts: WriteCounts | undefined;
  try {
    kindRowOf(opened.header, kind.columns, kind.label);
    const lookups = await kind.prepare(db);
    await db.transaction(async (tx) => {
      counts = await checkAndWrite(tx, kind, opened, lookups, outcome);
      if (dryRun || outcome.refused.length > 0 || !counts) throw new Rollback();
      await record(tx, counts);
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  } finally {
    await opened.close();
  }
  outcome.refused.sort((a, b) => a.row - b.row);
  if (dryRun) {
    outcome.counts = counts;
    return outcome;
  }
  if (outcome.refused.length > 0 || !counts) {
    await db.transaction((tx) => record(tx, undefined));
    return outcome;
  }
  outcome.counts = counts;
  const checks = await checkCounters(db, 20, kind.counted);
  outcome.counterDifferences = checks.filter((check) => check.differences > 0);
  return outcome;
}
