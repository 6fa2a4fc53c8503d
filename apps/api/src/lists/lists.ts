/**
 * Helpers shared by the list, search and report endpoints of every module (docs/architecture.md).
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, getTableName, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { conditionShapeOf } from '../db/drizzle-internals';
import { withRowPlan } from '../db/row-plan';

/** A report returns every matching row up to this many (the export of a whole list). */
export const REPORT_CAP = 5000;

const DAY_MS = 24 * 60 * 60_000;

/**
 * `date_range` of calendar days in Venezuela (UTC-4 all year since 2016): from the start of the
 * first day to the end of the last.
 */
export function createdBetween(range: readonly [string, string] | undefined): {
  createdFrom?: Date;
  createdBefore?: Date;
} {
  if (!range) return {};
  const [from, to] = range;
  const startOf = (day: string) => new Date(`${day}T00:00:00-04:00`);
  return {
    ...(from ? { createdFrom: startOf(from) } : {}),
    ...(to ? { createdBefore: new Date(startOf(to).getTime() + DAY_MS) } : {}),
  };
}

/** Rows whose `column` falls within the range of `createdBetween` (either end optional). */
export const createdWithin = (
  column: PgColumn,
  range: { createdFrom?: Date; createdBefore?: Date },
): SQL | undefined =>
  and(
    range.createdFrom === undefined ? undefined : gte(column, range.createdFrom),
    range.createdBefore === undefined ? undefined : lt(column, range.createdBefore),
  );

/** ORDER BY every column in one direction (the whitelisted column, then the id). */
export const orderedBy = (columns: readonly PgColumn[], direction: 'asc' | 'desc'): SQL[] =>
  columns.map((column) => (direction === 'asc' ? asc(column) : desc(column)));

/** A Drizzle query that can be turned into a named prepared statement. */
export type Preparable<Result> = {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
};

/**
 * One statement of a list: `build` turns a WHERE into the query. `key` must name everything
 * `build` uses besides that WHERE (the list, the order column and direction), because the
 * statement is built once per key and WHERE text; `values` fill the placeholders `build` adds
 * (such as LIMIT and OFFSET).
 */
export type ListStatement<Result> = {
  key: string;
  where: SQL | undefined;
  build(where: SQL | undefined): Preparable<Result>;
  values?: Record<string, unknown>;
};

/** LIMIT and OFFSET of a list page, bound as values so every page shares one statement. */
export const pageLimit = sql.placeholder('pageLimit');
export const pageOffset = sql.placeholder('pageOffset');

/** Above this many shapes, the oldest is forgotten (a shape is a set of filters and an order). */
const MAX_SHAPES = 500;

/**
 * Runs list statements as named prepared statements, each built and compiled once per shape.
 * Building and compiling a certificate page (five joins, fifty columns) with Drizzle cost the API
 * more CPU per request than PostgreSQL took to answer it (decision 0008); now a request compiles
 * only its WHERE. That WHERE's values become placeholders, so each connection also parses a shape
 * once. Create one per repo: the statements belong to its database.
 */
export function createListStatements() {
  const statements = new Map<
    string,
    { execute(values: Record<string, unknown>): Promise<unknown> }
  >();

  return function run<Result>(statement: ListStatement<Result>): Promise<Result> {
    const where = statement.where === undefined ? undefined : conditionShapeOf(statement.where);
    const shape = `${statement.key}\u0000${where?.text ?? ''}`;
    let prepared = statements.get(shape);
    if (!prepared) {
      const name = `list_${createHash('sha1').update(shape).digest('base64url')}`;
      prepared = withRowPlan(statement.build(where?.toPlaceholders()).prepare(name));
      if (statements.size >= MAX_SHAPES) statements.delete(statements.keys().next().value ?? '');
      statements.set(shape, prepared);
    }
    return prepared.execute({ ...statement.values, ...where?.values }) as Promise<Result>;
  };
}
export type RunListStatement = ReturnType<typeof createListStatements>;

/**
 * The rows of a page's `ids`, read by one statement on `id = any($ids)` (planned once for every
 * filter), in the order of the ids.
 */
export async function rowsByIds<Row>(
  ids: readonly { id: number }[],
  byIds: { execute(values: { ids: number[] }): Promise<Row[]> },
  idOf: (row: Row) => number,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await byIds.execute({ ids: ids.map((row) => row.id) });
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((row) => byId.get(row.id) ?? []);
}

/**
 * The ids of one page from `idColumn`'s table alone, in the order's columns: the filters are on
 * that table, so PostgreSQL reads them from a sort index, without the joins of the rows.
 */
export function pageIdsStatement(
  db: Db,
  idColumn: PgColumn,
  where: SQL | undefined,
  order: { column: string; direction: 'asc' | 'desc'; columns: readonly PgColumn[] },
  page: { limit: number; offset: number },
): ListStatement<{ id: number }[]> {
  return {
    key: `${getTableName(idColumn.table)}:ids:${order.column}:${order.direction}`,
    where,
    build: (shape) =>
      db
        .select({ id: idColumn })
        .from(idColumn.table)
        .where(shape)
        .orderBy(...orderedBy(order.columns, order.direction))
        .limit(pageLimit)
        .offset(pageOffset) as Preparable<{ id: number }[]>,
    values: { pageLimit: page.limit, pageOffset: page.offset },
  };
}

/** The total of kept counter rows (per-day certificates, registers by state): 0 when none. */
export const summedTotal = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

/** A page of a list and the total matching, their queries run together. */
export async function pageAndTotal<Row>(
  rows: PromiseLike<Row[]>,
  totals: PromiseLike<{ total: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [page, counted] = await Promise.all([rows, totals]);
  return { rows: page, total: counted[0]?.total ?? 0 };
}
