import { type SelectShape, selectShapeOf, setRowMapper } from './drizzle-internals';

/** One column of a row: where it goes, how its driver value is read, which table it comes from. */
type Step = {
  outer: string;
  inner: string | undefined;
  decode: ((value: unknown) => unknown) | undefined;
  /** Set on a column of a nested table object, for Drizzle's "left join found nothing" rule. */
  table: string | undefined;
};

function stepsOf({ fields, joinsNotNullable }: SelectShape): Step[] | undefined {
  const steps: Step[] = [];
  for (const { path, decode, table } of fields) {
    const [outer, inner, deeper] = path;
    if (outer === undefined || deeper !== undefined) return undefined;
    steps.push({
      outer,
      inner,
      decode,
      table: joinsNotNullable && inner !== undefined ? table : undefined,
    });
  }
  return steps;
}

/** Drizzle's mapResultRow, with the per-column work (decoders, table names) done beforehand. */
function mapRow(steps: Step[], row: unknown[], joins: SelectShape['joinsNotNullable']) {
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
 * decoder and table per row and cell, a share of the API's CPU on a certificate list page
 * (decision 0011). Selects
 * it cannot plan (deeper nesting, subquery fields) keep Drizzle's mapper. What it needs of
 * Drizzle's internals comes through db/drizzle-internals.ts.
 */
export function withRowPlan<Prepared>(prepared: Prepared): Prepared {
  const shape = selectShapeOf(prepared);
  const steps = shape && stepsOf(shape);
  if (shape && steps) {
    const joins = shape.joinsNotNullable;
    setRowMapper(prepared, (rows) => rows.map((row) => mapRow(steps, row, joins)));
  }
  return prepared;
}
