import type { ImportKind } from '../kind';
import { type ImportDeps, type ImportInput, type ImportOutcome, runImport } from '../run-import';
import { certificatesKind } from './certificates';
import { lotsKind } from './lots';
import { registersKind } from './registers';
import { usersKind } from './users';

/** A kind with its own value and lookups types hidden behind its runner. */
export type KindEntry = {
  name: string;
  label: string;
  columns: readonly { header: string; required: boolean }[];
  run(deps: ImportDeps, input: ImportInput): Promise<ImportOutcome>;
};

const entry = <Value, Lookups>(kind: ImportKind<Value, Lookups>): KindEntry => ({
  name: kind.name,
  label: kind.label,
  columns: kind.columns,
  run: (deps, input) => runImport(deps, kind, input),
});

/**
 * The kinds `npm run import -- <kind> <file>` knows, by the name typed. Registers before users
 * and lots before certificates in the order a college brings its data in (docs/operations.md).
 */
export const importKinds: ReadonlyMap<string, KindEntry> = new Map(
  [entry(registersKind), entry(usersKind), entry(lotsKind), entry(certificatesKind)].map((kind) => [
    kind.name,
    kind,
  ]),
);
