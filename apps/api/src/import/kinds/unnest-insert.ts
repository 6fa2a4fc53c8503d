import { type SQL, type SQLChunk, sql } from 'drizzle-orm';
import type { ImportTx } from '../kind';

/** A column of a batch: its name, its PostgreSQL array type and each value's text (or null). */
export type BatchColumn<Value> = {
  name: string;
  type: 'text' | 'date' | 'bigint' | 'boolean' | 'timestamptz';
  of(value: Value): string | number | boolean | null;
  /** What the row gets from the unnested `u.<name>`, when not that as it is. */
  as?: SQL;
};

/** A column of a batch of `Value`s (the type spelled once, by the caller's list). */
export const batchColumn = <Value>(
  name: string,
  type: BatchColumn<Value>['type'],
  of: BatchColumn<Value>['of'],
  as?: SQL,
): BatchColumn<Value> => ({ name, type, of, as });

/**
 * `insert into <table> (<columns>, <fixed>) select * from unnest($1::text[], $2::date[], ...)`:
 * one parameter per column whatever the batch's size, so one short statement writes thousands
 * of rows (decision 0082). Building a VALUES list of 25 parameters a row cost more than the
 * insert itself; the kept counters' statement triggers then run once per batch.
 * `fixed` adds columns every row shares or derives (`now()`, `u.created_at`), `returning` what
 * to read back.
 */
export async function unnestInsert<Value, Row = never>(
  tx: ImportTx,
  table: string,
  columns: readonly BatchColumn<Value>[],
  values: readonly Value[],
  { fixed = [], returning }: { fixed?: readonly [string, SQL][]; returning?: SQL } = {},
): Promise<Row[]> {
  const names = [...columns.map((column) => column.name), ...fixed.map(([name]) => name)];
  const list = (items: SQLChunk[]) => sql.join(items, sql`, `);
  const arrays = columns.map((column) => {
    const cells = values.map((value) => column.of(value));
    return sql`${sql.param(cells)}::${sql.raw(column.type)}[]`;
  });
  const selected = [
    ...columns.map((column) => column.as ?? sql`u.${sql.identifier(column.name)}`),
    ...fixed.map(([, value]) => value),
  ];
  const result = (await tx.execute(sql`
    insert into ${sql.identifier(table)} (${list(names.map((name) => sql.identifier(name)))})
    select ${list(selected)}
    from unnest(${list(arrays)}) as u(${list(columns.map((column) => sql.identifier(column.name)))})
    ${returning ? sql`returning ${returning}` : sql``}`)) as unknown as { rows: Row[] };
  return result.rows ?? [];
}
