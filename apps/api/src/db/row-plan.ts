import { Column, getTableName, is, noopDecoder, SQL } from 'drizzle-orm';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** What Drizzle keeps on a prepared select (both drivers): read here, set once. */
type PreparedSelect = {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
};
/** One column of a row: where it goes, how its driver value is read, which table it comes from. */
type Step = {
  outer: string;
  inner: string | undefined;
  decode: ((value: unknown) => unknown) | undefined;
  /** Set on a column of a nested table object, for Drizzle's "left join found nothing" rule. */
  table: string | undefined;
};

const IDENTITIES = new Set([Column.prototype.mapFromDriverValue, noopDecoder.mapFromDriverValue]);

function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  // `decoder` is internal to Drizzle's types, present on every SQL.
  const decoderOfSql = (sql: SQL) => (sql as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  return undefined;
}

function stepsOf(prepared: PreparedSelect): Step[] | undefined {
  const { fields, joinsNotNullableMap } = prepared;
  if (!fields) return undefined;
  const steps: Step[] = [];
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    const [outer, inner, deeper] = path;
    if (!decoder || outer === undefined || deeper !== undefined) return undefined;
    const read = decoder.mapFromDriverValue;
    steps.push({
      outer,
      inner,
      decode: IDENTITIES.has(read) ? undefined : (value) => read.call(decoder, value),
      table:
        joinsNotNullableMap && inner !== undefined && is(field, Column)
          ? getTableName(field.table)
          : undefined,
    });
  }
  return steps;
}

/** Drizzle's mapResultRow, with the per-column work (decoders, table names) done beforehand. */
function mapRow(steps: Step[], row: unknown[], joins: Record<string, boolean> | undefined) {
  const result: Record<string, unknown> = {};
  let nullify: Record<string, string | false> | undefined;
  for (let index = 0; index < steps.length; index += 1) {
    const step = steps[index] as Step;
    const raw = row[index];
    const value = raw === null ? null : step.decode ? step.decode(raw) : raw;
    if (step.inner === undefined) {
      result[step.outer] = value;
      continue;
    }
    result[step.outer] ??= {};
    (result[step.outer] as Record<string, unknown>)[step.inner] = value;
    if (step.table === undefined) continue;
    nullify ??= {};
    const seen = nullify[step.outer];
    if (seen === undefined) nullify[step.outer] = value === null ? step.table : false;
    else if (typeof seen === 'string' && seen !== step.table) nullify[step.outer] = false;
  }
  if (joins && nullify) {
    for (const [outer, table] of Object.entries(nullify)) {
      if (typeof table === 'string' && !joins[table]) result[outer] = null;
    }
  }
  return result;
}

/**
 * Gives a prepared select a row mapper planned once. Drizzle's own looks up every column's
 * decoder and table per row and cell: 12% of the API's CPU on a certificate list page. Selects
 * it cannot plan (deeper nesting, subquery fields) keep Drizzle's mapper.
 */
export function withRowPlan<Prepared>(prepared: Prepared): Prepared {
  const select = prepared as PreparedSelect;
  const steps = stepsOf(select);
  if (steps && !select.customResultMapper) {
    const joins = select.joinsNotNullableMap;
    select.customResultMapper = (rows) => rows.map((row) => mapRow(steps, row, joins));
  }
  return prepared;
}
