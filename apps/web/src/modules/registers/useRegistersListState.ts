import { useState } from 'react';
import { toggledSort } from '../../shared/ui/SortHeader';
import type {
  ListRegistersParams,
  RegisterFilters,
  RegisterOrderColumn,
} from './api/listRegisters';

/** SPEC.md section 9: page 1, 10 per page, newest first. */
export const REGISTERS_PAGE_SIZE = 10;
const initialParams: ListRegistersParams = {
  page: 1,
  limit: REGISTERS_PAGE_SIZE,
  order_by: 'createdAt',
  order_direction: 'desc',
};

const filterOf = ({ state, specialty, type, medicVial, genders }: RegisterFilters) => ({
  state,
  specialty,
  type,
  medicVial,
  genders,
});

/**
 * The list's query: a new filter or order goes back to page 1. `fixed` filters (Medicos-Habilitados
 * shows medicVial only) are always sent and never cleared.
 */
export function useRegistersListState(fixed: RegisterFilters = {}) {
  const [params, setParams] = useState<ListRegistersParams>({ ...initialParams, ...fixed });
  const filters = filterOf(params);
  return {
    params,
    filters,
    hasFilters: Object.entries(filters).some(
      ([key, value]) => value !== undefined && !(key in fixed),
    ),
    setPage: (page: number) => setParams((current) => ({ ...current, page })),
    setFilters: (next: RegisterFilters) =>
      setParams((current) => ({ ...current, ...filterOf(next), ...fixed, page: 1 })),
    toggleSort: (column: RegisterOrderColumn) =>
      setParams((current) => ({ ...current, ...toggledSort(current, column) })),
  };
}
