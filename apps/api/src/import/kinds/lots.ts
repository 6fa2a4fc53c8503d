import { stateName } from '@aptovial/shared';
import type { Db } from '../../db/client';
import { certificateLots } from '../../db/schema/index';
import type { ImportKind, ImportRow, RowCheck } from '../kind';
import { checkedRow, refuse } from './cells';
import { momentOf, requiredStateOf, wholeNumberOf } from './import-cells';
import { SerialRanges } from './serial-ranges';

/**
 * Lots of serials issued by the system AptoVial replaced (decision 0080). The lots list has no
 * export sheet: the columns are its headings (Estado, Número inicial, Número final, Número de TP,
 * Creado), the state by name or code, Creado optional (DD/MM/AAAA or DD/MM/AAAA HH:mm).
 */
export const LOT_COLUMNS = {
  state: 'Estado',
  initialNumber: 'Número inicial',
  finalNumber: 'Número final',
  numberTP: 'Número de TP',
  createdAt: 'Creado',
} as const;

export type ImportedLot = {
  state: string;
  initialNumber: number;
  finalNumber: number;
  numberTP: string;
  /** The day the old system created it; the import's time when the file leaves it out. */
  createdAt: Date | null;
  /** Stored already as the file says: counted unchanged, not written again. */
  present: boolean;
};

type KnownLot = Omit<ImportedLot, 'createdAt' | 'present'> & { row?: number };

export type LotLookups = {
  stored: SerialRanges<KnownLot>;
  /** The ranges of the file's earlier good rows: a later row crossing one is refused. */
  inFile: SerialRanges<KnownLot>;
};

const NUMBER_TP_MAX = 30;

const rangeText = (lot: KnownLot) =>
  `${lot.initialNumber}–${lot.finalNumber} (${stateName(lot.state)})`;

const sameLot = (a: KnownLot, b: KnownLot) =>
  a.state === b.state &&
  a.initialNumber === b.initialNumber &&
  a.finalNumber === b.finalNumber &&
  a.numberTP === b.numberTP;

/** One row of the lots file: its cells, and a range crossing no lot stored or earlier in the file. */
export function checkLot(row: ImportRow, lookups: LotLookups): RowCheck<ImportedLot> {
  return checkedRow(() => {
    const cell = (header: string) => row[header] ?? '';
    const lot: KnownLot = {
      state: requiredStateOf(cell(LOT_COLUMNS.state), LOT_COLUMNS.state),
      initialNumber: wholeNumberOf(cell(LOT_COLUMNS.initialNumber), LOT_COLUMNS.initialNumber),
      finalNumber: wholeNumberOf(cell(LOT_COLUMNS.finalNumber), LOT_COLUMNS.finalNumber),
      numberTP: cell(LOT_COLUMNS.numberTP),
    };
    const createdAt = momentOf(cell(LOT_COLUMNS.createdAt), LOT_COLUMNS.createdAt);
    if (lot.numberTP === '') refuse(`falta «${LOT_COLUMNS.numberTP}»`);
    if (lot.numberTP.length > NUMBER_TP_MAX) {
      refuse(`«${LOT_COLUMNS.numberTP}»: máximo ${NUMBER_TP_MAX} caracteres`);
    }
    if (lot.initialNumber > lot.finalNumber) {
      refuse('el número final debe ser mayor o igual que el inicial');
    }
    const earlier = lookups.inFile.crossing(lot);
    if (earlier) refuse(`se cruza con el lote ${rangeText(earlier)} de la fila ${earlier.row}`);
    const stored = lookups.stored.crossing(lot);
    if (stored && !sameLot(stored, lot)) {
      refuse(
        `se cruza con el lote ${rangeText(stored)}, número de TP ${stored.numberTP}, ya registrado con otros datos`,
      );
    }
    return { ...lot, createdAt, present: stored !== undefined };
  });
}

/** Rows a statement inserts at once: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;

export const lotsKind: ImportKind<ImportedLot, LotLookups> = {
  name: 'lotes',
  label: 'lotes de seriales',
  // Lots have no kept counter: certificate_lot_counts counts certificates.
  counted: [],
  columns: [
    { header: LOT_COLUMNS.state, required: true },
    { header: LOT_COLUMNS.initialNumber, required: true },
    { header: LOT_COLUMNS.finalNumber, required: true },
    { header: LOT_COLUMNS.numberTP, required: true },
    { header: LOT_COLUMNS.createdAt, required: false },
  ],

  async prepare(db: Db): Promise<LotLookups> {
    const rows = await db
      .select({
        state: certificateLots.state,
        initialNumber: certificateLots.initialNumber,
        finalNumber: certificateLots.finalNumber,
        numberTP: certificateLots.numberTP,
      })
      .from(certificateLots);
    return { stored: new SerialRanges(rows), inFile: new SerialRanges() };
  },

  check(row, rowNumber, lookups) {
    const checked = checkLot(row, lookups);
    // The runner checks rows in file order: a later row crossing this one is refused.
    if (checked.ok) lookups.inFile.add({ ...checked.value, row: rowNumber });
    return checked;
  },

  key: (lot) => `${lot.initialNumber}-${lot.finalNumber}`,

  async write(tx, values) {
    const fresh = values.filter((lot) => !lot.present);
    for (let start = 0; start < fresh.length; start += CHUNK) {
      await tx.insert(certificateLots).values(
        fresh.slice(start, start + CHUNK).map(({ present: _, createdAt, ...lot }) => ({
          ...lot,
          ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
        })),
      );
    }
    return { inserted: fresh.length, unchanged: values.length - fresh.length };
  },
};
