import { LIST_DEPTH_CAP } from '@aptovial/shared';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorEmailOf } from '../../db/creator';
import { withRowPlan } from '../../db/row-plan';
import { registerCounts, registers, schoolNumbers } from '../../db/schema/index';
import { createListStatements, pageIdsStatement, rowsByIds, summedTotal } from '../../lists/lists';
import { type Direction, type Page, pageFromNearerEnd } from '../../lists/nearer-end';
import {
  countedCondition,
  orderColumnsOf,
  type RegisterFilters,
  type RegisterOrder,
  whereOf,
} from './filters';

export type RegisterRow = typeof registers.$inferSelect;
export type SchoolNumberRow = typeof schoolNumbers.$inferSelect;
export type SchoolNumberValues = Omit<
  typeof schoolNumbers.$inferInsert,
  'id' | 'registerId' | 'createdBy' | 'createdAt' | 'updatedAt'
>;
/** A register with its creator's e-mail. */
export type ListedRow = { register: RegisterRow; createdByEmail: string | null };

/** Queries of `registers` and `school_numbers`. */
export function createRegistersRepo(
  db: Db,
  /** Rows from both ends past which a page is refused (decision 0054). */
  depthCap = LIST_DEPTH_CAP,
) {
  const run = createListStatements();
  /** How many registers match: from the kept counters when the filters allow it. */
  const totalOf = (filters: RegisterFilters, where: SQL | undefined) => {
    const counted = countedCondition(filters);
    return run(
      counted === undefined
        ? {
            key: 'registers:total',
            where,
            build: (shape) => db.select({ total: count() }).from(registers).where(shape),
          }
        : {
            key: 'registers:total-counted',
            where: counted,
            build: (shape) =>
              db
                .select({ total: summedTotal(registerCounts.total) })
                .from(registerCounts)
                .where(shape),
          },
    );
  };

  const listed = (tx: Db) =>
    tx
      .select({ register: registers, createdByEmail: creatorEmailOf(registers.createdBy) })
      .from(registers);

  /** A page's registers by id: one statement whatever the filters, planned once. */
  const byIds = withRowPlan(
    listed(db)
      .where(sql`${registers.id} = any(${sql.placeholder('ids')})`)
      .prepare('registers_by_ids'),
  );
  /** The college numbers of a page's registers, by the same token. */
  const numbersByIds = withRowPlan(
    db
      .select()
      .from(schoolNumbers)
      .where(sql`${schoolNumbers.registerId} = any(${sql.placeholder('ids')})`)
      .orderBy(asc(schoolNumbers.id))
      .prepare('school_numbers_of_registers'),
  );

  return {
    /**
     * One page of registers and the total matching the filters: the page's ids from one sort
     * index (the filters are on its columns), then their rows by id.
     */
    async page(filters: RegisterFilters, order: RegisterOrder, limit: number, offset: number) {
      const where = whereOf(filters);
      const pageRows = async (page: Page, direction: Direction) => {
        const ids = await run(
          pageIdsStatement(
            db,
            registers.id,
            where,
            { ...order, direction, columns: orderColumnsOf(order.column) },
            page,
          ),
        );
        return rowsByIds(ids, byIds, (row) => row.register.id);
      };
      return pageFromNearerEnd(
        { limit, offset },
        order.direction,
        pageRows,
        () => totalOf(filters, where),
        depthCap,
      );
    },

    /** Every matching register, newest first, up to `cap`. */
    all: (filters: RegisterFilters, cap: number): Promise<ListedRow[]> =>
      listed(db)
        .where(whereOf(filters))
        .orderBy(desc(registers.createdAt), desc(registers.id))
        .limit(cap),

    /** The register `id` when it matches `filters` (the caller's visibility). */
    async find(id: number, filters: RegisterFilters, tx: Db = db): Promise<ListedRow | undefined> {
      const [row] = await listed(tx)
        .where(and(eq(registers.id, id), whereOf(filters)))
        .limit(1);
      return row;
    },

    /** The college numbers of these registers, in one query, by id. */
    numbersOf: (registerIds: readonly number[], tx: Db = db): Promise<SchoolNumberRow[]> =>
      registerIds.length === 0
        ? Promise.resolve([])
        : tx === db
          ? numbersByIds.execute({ ids: [...registerIds] })
          : tx
              .select()
              .from(schoolNumbers)
              .where(inArray(schoolNumbers.registerId, [...registerIds]))
              .orderBy(asc(schoolNumbers.id)),

    findNumber: async (id: number, tx: Db = db): Promise<SchoolNumberRow | undefined> =>
      (await tx.select().from(schoolNumbers).where(eq(schoolNumbers.id, id)).limit(1))[0],

    /** Stored numbers holding any of these (state, number) pairs or licence numbers. */
    numbersHolding(pairs: { state: string; schoolNumber: string }[], licences: string[]) {
      const conditions = [
        ...pairs.map((pair) =>
          and(
            eq(schoolNumbers.state, pair.state),
            eq(schoolNumbers.schoolNumber, pair.schoolNumber),
          ),
        ),
        licences.length > 0 ? inArray(schoolNumbers.licenseNumber, licences) : undefined,
      ];
      return db
        .select()
        .from(schoolNumbers)
        .where(or(sql`false`, ...conditions));
    },

    async insertRegister(values: typeof registers.$inferInsert, tx: Db): Promise<RegisterRow> {
      const [row] = await tx.insert(registers).values(values).returning();
      if (!row) throw new Error('register not inserted');
      return row;
    },
    updateRegister: (id: number, changes: Partial<typeof registers.$inferInsert>, tx: Db) =>
      tx
        .update(registers)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(registers.id, id)),

    async insertNumber(
      values: typeof schoolNumbers.$inferInsert,
      tx: Db,
    ): Promise<SchoolNumberRow> {
      const [row] = await tx.insert(schoolNumbers).values(values).returning();
      if (!row) throw new Error('school number not inserted');
      return row;
    },
    updateNumber: (id: number, changes: Partial<SchoolNumberValues>, tx: Db) =>
      tx
        .update(schoolNumbers)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(schoolNumbers.id, id)),
  };
}
export type RegistersRepo = ReturnType<typeof createRegistersRepo>;
