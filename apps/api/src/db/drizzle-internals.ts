/**
 * The one file that relies on what Drizzle does not publish (docs/decisions/0012): how a prepared
 * select keeps its fields and join map and lets a row mapper replace its own, the decoder an SQL
 * field carries, and how PostgreSQL's dialect numbers a compiled query's parameters. Everything
 * else reaches Drizzle through its public API. `drizzle-internals.test.ts` checks each of these
 * against the installed drizzle-orm and names its version when one changes.
 */
import { Column, getTableName, is, noopDecoder, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** One selected field of a prepared select, in the order of the cells of a raw row. */
export type SelectedField = {
  /** Where its value goes in the answered row: `['id']`, or `['certificate', 'id']` nested. */
  path: readonly string[];
  /** How its driver value is read; `undefined` when Drizzle hands it over unchanged. */
  decode: ((value: unknown) => unknown) | undefined;
  /** The table of a selected column (for Drizzle's "left join found nothing" rule). */
  table: string | undefined;
};

/** What a prepared select has already worked out about the rows it answers. */
export type SelectShape = {
  fields: readonly SelectedField[];
  /** Table name -> whether its columns are always found (false: left-joined); absent unjoined. */
  joinsNotNullable: Readonly<Record<string, boolean>> | undefined;
};

/** What Drizzle keeps on a prepared select (node-postgres and PGlite alike), all internal. */
type PreparedSelect = {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** Decoders that return the driver value unchanged: skipped rather than called per cell. */
const IDENTITIES = new Set([Column.prototype.mapFromDriverValue, noopDecoder.mapFromDriverValue]);

/** A column decodes itself; an SQL field (plain or aliased) through its internal `decoder`. */
function decoderOf(field: unknown): Decoder | undefined {
  const decoderOfSql = (fragment: SQL) => (fragment as unknown as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  return undefined;
}

/**
 * The fields and join map of a prepared select, or `undefined` when it is not one, already has
 * its own row mapper, or selects something other than columns and SQL (a subquery field).
 */
export function selectShapeOf(prepared: unknown): SelectShape | undefined {
  const { fields, joinsNotNullableMap, customResultMapper } = prepared as PreparedSelect;
  if (!fields || customResultMapper) return undefined;
  const selected: SelectedField[] = [];
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    if (!decoder) return undefined;
    const read = decoder.mapFromDriverValue;
    selected.push({
      path,
      decode: IDENTITIES.has(read) ? undefined : (value) => read.call(decoder, value),
      table: is(field, Column) ? getTableName(field.table) : undefined,
    });
  }
  return { fields: selected, joinsNotNullable: joinsNotNullableMap };
}

/** Has the prepared select answer `mapRows(raw rows)`, each raw row its cells in field order. */
export function setRowMapper(prepared: unknown, mapRows: (rows: unknown[][]) => unknown[]): void {
  (prepared as PreparedSelect).customResultMapper = mapRows;
}

/** A compiled condition split into what is the same for every request and what is not. */
export type ConditionShape = {
  /** Its SQL text, parameters as `$1`, `$2`...: the same for every request of one shape. */
  text: string;
  /** The values of this request by placeholder name (`w1` for `$1`...). */
  values: Record<string, unknown>;
  /** The condition again, each parameter now the placeholder `w<n>` (built once per shape). */
  toPlaceholders(): SQL;
};

/** PostgreSQL's dialect writes parameter n (1-based, in `params` order) as `$n`. */
const PARAMETER = /\$(\d+)/;
const dialect = new PgDialect();

/** A condition (a list's WHERE) compiled, as its shape and this request's values. */
export function conditionShapeOf(condition: SQL): ConditionShape {
  const compiled = dialect.sqlToQuery(condition);
  const values: Record<string, unknown> = {};
  compiled.params.forEach((value, index) => {
    values[`w${index + 1}`] = value;
  });
  return {
    text: compiled.sql,
    values,
    toPlaceholders: () =>
      sql.join(
        compiled.sql
          .split(PARAMETER)
          .map((part, index) =>
            index % 2 === 0 ? sql.raw(part) : sql`${sql.placeholder(`w${part}`)}`,
          ),
      ),
  };
}
