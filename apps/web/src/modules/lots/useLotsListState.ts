import { useState } from 'react';
import { toggledSort } from '../../shared/ui/SortHeader';
import type { ListLotsParams, LotFilters, LotOrderColumn } from './api/listLots';

/** SPEC.md section 9: lots start ordered by initialNumber, descending, 10 per page. */
const initialParams: ListLotsParams = {
  page: 1,
  limit: 10,
  order_by: 'initialNumber',
  order_direction: 'desc',
};

const filterOf = ({ state, numberTP }: LotFilters): LotFilters => ({ state, numberTP });

/** The lots list's query: a new filter or order goes back to page 1. */
export function useLotsListState() {
  const [params, setParams] = useState<ListLotsParams>(initialParams);
  const filters = filterOf(params);
  return {
    params,
    filters,
    hasFilters: Object.values(filters).some((value) => value !== undefined),
    setPage: (page: number) => setParams((current) => ({ ...current, page })),
    setFilters: (next: LotFilters) =>
      setParams((current) => ({ ...current, ...filterOf(next), page: 1 })),
    toggleSort: (column: LotOrderColumn) =>
      setParams((current) => ({ ...current, ...toggledSort(current, column) })),
  };
}
