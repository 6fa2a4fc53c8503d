import { toQueryParams } from '@aptovial/shared';
import type { z } from 'zod';

/** The paging and order every list query carries (docs/architecture.md). */
export type ListBase = {
  page: number;
  limit: number;
  order_by: string;
  order_direction: 'asc' | 'desc';
};

/** A list's shared query schema: `listQuerySchema(columns).extend(filters)`. */
export type ListSchema = z.ZodObject & z.ZodType<ListBase>;
/** The list's filters: every key of its schema but the paging and order, as the schema reads them. */
export type ListFilters<S extends ListSchema> = Omit<z.output<S>, keyof ListBase>;
export type OrderColumn<S extends ListSchema> = z.output<S>['order_by'];

/**
 * The list's parameters from the address bar: each value its schema refuses (a page of 0, an
 * unknown column or state) is ignored and takes its default, as a missing one does.
 */
export function readListParams<S extends ListSchema>(schema: S, search: URLSearchParams) {
  const fields: Record<string, z.ZodType> = schema.shape;
  const accepted: Record<string, string> = {};
  for (const [key, field] of Object.entries(fields)) {
    const raw = search.get(key);
    if (raw !== null && field.safeParse(raw).success) accepted[key] = raw;
  }
  const parsed = schema.safeParse(accepted);
  return parsed.success ? parsed.data : schema.parse({});
}

/**
 * The address bar's search for `values`: defaults and `fixed` keys are left out (a plain list
 * has a plain address); parameters that are not the list's stay as they were.
 */
export function searchOfList(
  schema: ListSchema,
  values: { readonly [key: string]: unknown },
  previous: URLSearchParams,
  fixed: readonly string[] = [],
): URLSearchParams {
  const next = new URLSearchParams(previous);
  const defaults = toQueryParams(schema.parse({}));
  const wanted = toQueryParams(values);
  for (const key of Object.keys(schema.shape)) {
    next.delete(key);
    const value = wanted[key];
    if (value !== undefined && value !== defaults[key] && !fixed.includes(key)) {
      next.set(key, value);
    }
  }
  return next;
}

/** The filter part of a list's values (what the export sends and the "Filtros (n)" counts). */
export function filtersOf<S extends ListSchema>(values: z.output<S>): ListFilters<S> {
  const { page, limit, order_by, order_direction, ...filters } = values;
  return filters;
}

/** The paging and order of a list's values, without its filters. */
export function listPartOf(values: ListBase): ListBase {
  const { page, limit, order_by, order_direction } = values;
  return { page, limit, order_by, order_direction };
}
