import { toQueryParams } from '@aptovial/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { toggledSort } from '../SortHeader';
import {
  filtersOf,
  type ListFilters,
  type ListSchema,
  listPartOf,
  type OrderColumn,
  readListParams,
  searchOfList,
} from './listParams';

const NOTHING_FIXED = {};

/**
 * One list's page, order and filters, kept in the address bar so back/forward and a shared link
 * give the same list. Typed and read by the list's shared query schema, whose defaults are
 * docs/product/rules.md's (page 1, 10 a page, newest first; lots by initial number). A new filter
 * or order goes back to page 1. `fixed` filters (Medicos-Habilitados: medicVial) are always sent,
 * never shown in the address, counted or cleared.
 */
export function useListParams<S extends ListSchema>(
  schema: S,
  fixed: Partial<ListFilters<S>> = NOTHING_FIXED,
) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(
    () => ({ ...readListParams(schema, search), ...fixed }),
    [schema, search, fixed],
  );
  const fixedKeys = Object.keys(fixed);
  const go = (values: { readonly [key: string]: unknown }) =>
    setSearch((previous) => searchOfList(schema, values, previous, fixedKeys));
  const filters = filtersOf<S>(params);
  const chosen = toQueryParams(filters);
  const activeFilters = Object.keys(chosen).filter((key) => !fixedKeys.includes(key)).length;
  return {
    /** What the list asks the API for. */
    params,
    filters,
    /** The filters as the API reads them: the export sends these, so the file is the list. */
    filterQuery: chosen,
    /** How many filters the person set ("Filtros (3)"). */
    activeFilters,
    hasFilters: activeFilters > 0,
    setPage: (page: number) => go({ ...params, page }),
    setFilters: (next: ListFilters<S>) => go({ ...listPartOf(params), ...next, page: 1 }),
    toggleSort: (column: OrderColumn<S>) => go({ ...params, ...toggledSort(params, column) }),
  };
}
