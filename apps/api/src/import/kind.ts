import type { Db } from '../db/client';

/**
 * One data row of an import file: the header of each column (as the product's own export sheet
 * writes it) to the cell's text, trimmed. Empty cells are ''.
 */
export type ImportRow = Readonly<Record<string, string>>;

/** A row either becomes a value to write or is refused with a Spanish reason. */
export type RowCheck<Value> = { ok: true; value: Value } | { ok: false; reason: string };

/** The transaction a file is written in (every good row of a file, or none). */
export type ImportTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type WriteCounts = {
  /** Rows written for the first time. */
  inserted: number;
  /** Rows already present as the file says (a second run of the same file changes nothing). */
  unchanged: number;
};

/**
 * What one kind of import file (registers, users, lots, certificates) knows. The runner
 * (`run-import.ts`) reads the file a batch at a time, checks the headers against `columns`, calls
 * `prepare` once, `check` for every row in file order, refuses rows whose `key` repeats within the
 * file, and calls `write` with the good values, `batchRows` at a time, all inside one transaction
 * that is committed only when no row was refused and it is no dry run (decision 0082).
 */
export type ImportKind<Value, Lookups> = {
  /** Name typed on the command line: `npm run import -- <name> <file>`. */
  name: string;
  /** Spanish, for the report: "registros de médicos y enfermeros". */
  label: string;
  /** The export sheet's headers; `required` ones must be present in the file. */
  columns: readonly { header: string; required: boolean }[];
  /** Reads what rows are checked against (states, lots, existing keys), once per file. */
  prepare(db: Db): Promise<Lookups>;
  /** Checks one row; pure given the lookups. `rowNumber` is the spreadsheet's (header = 1). */
  check(row: ImportRow, rowNumber: number, lookups: Lookups): RowCheck<Value>;
  /** Identity within the file (cédula, serial, e-mail...): a repeated key refuses the later row. */
  key(value: Value): string | number;
  /**
   * Optional. Identities a row holds besides its key (a college number, a licence, an e-mail): a
   * later row holding one for another `holder` is refused, naming the earlier row. `label` names
   * it in the report ("el número de colegio Lara N.º 1234").
   */
  claims?(value: Value): readonly { claim: string; holder: string; label: string }[];
  /**
   * Writes a batch of good values, in file order; values already stored as given count as
   * unchanged (idempotent). Called once per `batchRows` values (5,000 unless the kind says).
   */
  write(tx: ImportTx, values: readonly Value[], lookups: Lookups): Promise<WriteCounts>;
  /** Optional: values per `write`; Infinity when a kind needs the whole file at once. */
  batchRows?: number;
  /**
   * The base tables of the kept counters this kind's writes change (decision 0055): after a real
   * run only those counters are compared with their recount.
   */
  counted: readonly string[];
};
