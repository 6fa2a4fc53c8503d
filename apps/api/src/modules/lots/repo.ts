import type { lotOrderColumns } from '@aptovial/shared';
import { and, count, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { creatorEmailOf } from '../../db/creator';
import { withRowPlan } from '../../db/row-plan';
import {
  certificateLotCounts,
  certificateLots,
  certificates,
  schoolNumbers,
} from '../../db/schema/index';
import { createdWithin, createListStatements } from '../../lists/lists';
import { pageWithTotal } from '../../lists/page-with-total';

export type LotRow = typeof certificateLots.$inferSelect;
export type ListedLotRow = { lot: LotRow; createdByEmail: string | null };
/** A lot's range and its serials used by certificates and still free. */
export type LotUsage = {
  id: number;
  numberTP: string;
  initialNumber: number;
  finalNumber: number;
  used: number;
  free: number;
};

export type LotFilters = {
  /** Non-Admin readers see their own state only; `null` sees nothing. */
  visibleState?: string | null;
  state?: string;
  numberTP?: string;
  createdFrom?: Date;
  createdBefore?: Date;
};
export type LotOrder = { column: (typeof lotOrderColumns)[number]; direction: 'asc' | 'desc' };

/** `column = value` when the value was given. */
const equals = (column: PgColumn, value: string | undefined) =>
  value === undefined ? undefined : eq(column, value);

function whereOf(filters: LotFilters): SQL | undefined {
  const { visibleState } = filters;
  return and(
    visibleState === null ? sql`false` : equals(certificateLots.state, visibleState),
    equals(certificateLots.state, filters.state),
    equals(certificateLots.numberTP, filters.numberTP),
    createdWithin(certificateLots.createdAt, filters),
  );
}

const lotOrder: Record<LotOrder['column'], PgColumn> = {
  initialNumber: certificateLots.initialNumber,
  finalNumber: certificateLots.finalNumber,
  state: certificateLots.state,
  createdAt: certificateLots.createdAt,
};

/**
 * The lot holding `serial`: the lot with the greatest initial number not above it (one step down
 * the initial-number index), kept only if its final number reaches the serial. Lots never overlap,
 * so no other lot can hold it.
 */
const holding = (serial: number): SQL[] => [
  eq(
    certificateLots.id,
    sql`(select id from certificate_lots where initial_number <= ${serial} order by initial_number desc limit 1)`,
  ),
  gte(certificateLots.finalNumber, serial),
];

/**
 * Queries of `certificate_lots`, and the few it needs of `certificates` (how many a lot holds, the
 * one on a serial); listing a lot's certificates is the certificates module's.
 */
export function createLotsRepo(db: Db) {
  const run = createListStatements();
  // One statement for the panel, prepared once: the number's state, its lots and their counts.
  const issuerState = sql`(select ${schoolNumbers.state} from ${schoolNumbers} where ${schoolNumbers.id} = ${sql.placeholder('issuer')})`;
  const ofIssuerState = withRowPlan(
    db
      .select({
        id: certificateLots.id,
        numberTP: certificateLots.numberTP,
        initialNumber: certificateLots.initialNumber,
        finalNumber: certificateLots.finalNumber,
        used: sql<number>`coalesce(${certificateLotCounts.used}, 0)`.mapWith(Number),
      })
      .from(certificateLots)
      .leftJoin(certificateLotCounts, eq(certificateLotCounts.lotId, certificateLots.id))
      .where(eq(certificateLots.state, issuerState))
      .orderBy(certificateLots.initialNumber)
      .prepare('lots_of_issuer_state'),
  );
  const listed = (tx: Db) =>
    tx
      .select({ lot: certificateLots, createdByEmail: creatorEmailOf(certificateLots.createdBy) })
      .from(certificateLots);

  return {
    /** One page of lots and the total matching the filters. */
    page: (filters: LotFilters, order: LotOrder, limit: number, offset: number) =>
      pageWithTotal(db, run, {
        name: 'lots',
        rows: () => listed(db).$dynamic(),
        counted: certificateLots,
        where: whereOf(filters),
        order: { ...order, columns: [lotOrder[order.column], certificateLots.id] },
        page: { limit, offset },
      }),

    /**
     * Certificates issued on each lot, from the counts a trigger keeps (migration 0017) rather than
     * counting them; lots without any are left out.
     */
    async usedByLot(lotIds: readonly number[], tx: Db = db): Promise<Map<number, number>> {
      if (lotIds.length === 0) return new Map();
      const rows = await tx
        .select({ lotId: certificateLotCounts.lotId, used: certificateLotCounts.used })
        .from(certificateLotCounts)
        .where(inArray(certificateLotCounts.lotId, [...lotIds]));
      return new Map(rows.map((row) => [row.lotId, row.used]));
    },

    /** The lots of a college number's state and their used serials (road medicine's panel). */
    ofIssuerState: async (schoolNumberId: number): Promise<LotUsage[]> =>
      (await ofIssuerState.execute({ issuer: schoolNumberId })).map((row) => ({
        ...row,
        free: row.finalNumber - row.initialNumber + 1 - row.used,
      })),

    async findListed(id: number, tx: Db = db): Promise<ListedLotRow | undefined> {
      return (await listed(tx).where(eq(certificateLots.id, id)).limit(1))[0];
    },

    /** The lot holding a serial, without locking (the search as the user types). */
    async findHolding(serial: number, tx: Db = db): Promise<ListedLotRow | undefined> {
      return (
        await listed(tx)
          .where(and(...holding(serial)))
          .limit(1)
      )[0];
    },

    /**
     * The lot holding a serial, its row locked FOR SHARE until `tx` ends: certificates may be
     * issued on it concurrently, but no lot update (FOR UPDATE) can move its range meanwhile.
     */
    async lockHolding(serial: number, tx: Db): Promise<LotRow | undefined> {
      const [row] = await tx
        .select()
        .from(certificateLots)
        .where(and(...holding(serial)))
        .for('share');
      // A range changed while we waited for the lock is re-read; check it still holds the serial.
      return row && row.initialNumber <= serial && serial <= row.finalNumber ? row : undefined;
    },

    /** The lot row locked FOR UPDATE until `tx` ends (no certificate can be issued on it). */
    async lockById(id: number, tx: Db): Promise<LotRow | undefined> {
      return (
        await tx.select().from(certificateLots).where(eq(certificateLots.id, id)).for('update')
      )[0];
    },

    /** How many certificates a lot has and their lowest and highest serials. */
    async serialSpan(lotId: number, tx: Db) {
      const [row] = await tx
        .select({
          used: count(),
          lowest: sql<string | null>`min(${certificates.serial})`,
          highest: sql<string | null>`max(${certificates.serial})`,
        })
        .from(certificates)
        .where(eq(certificates.lotId, lotId));
      return {
        used: row?.used ?? 0,
        lowest: row?.lowest == null ? null : Number(row.lowest),
        highest: row?.highest == null ? null : Number(row.highest),
      };
    },

    /** A lot other than `exceptId` sharing a serial with [initial, final], if any. */
    async overlapping(initial: number, final: number, exceptId?: number) {
      const [row] = await db
        .select()
        .from(certificateLots)
        .where(
          and(
            lte(certificateLots.initialNumber, final),
            gte(certificateLots.finalNumber, initial),
            exceptId === undefined ? undefined : ne(certificateLots.id, exceptId),
          ),
        )
        .limit(1);
      return row;
    },

    async certificateIdBySerial(serial: number): Promise<number | null> {
      const [row] = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(eq(certificates.serial, serial))
        .limit(1);
      return row?.id ?? null;
    },

    async insert(values: typeof certificateLots.$inferInsert, tx: Db): Promise<LotRow> {
      const [row] = await tx.insert(certificateLots).values(values).returning();
      if (!row) throw new Error('lot not inserted');
      return row;
    },
    update: (id: number, changes: Partial<typeof certificateLots.$inferInsert>, tx: Db) =>
      tx
        .update(certificateLots)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(certificateLots.id, id)),
  };
}
export type LotsRepo = ReturnType<typeof createLotsRepo>;
