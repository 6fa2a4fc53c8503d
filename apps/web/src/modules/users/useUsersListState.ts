import { useState } from 'react';
import type { ListUsersParams, UserOrderColumn } from './api/listUsers';
import type { UsersFilterValues } from './components/UsersFilters';

/** SPEC.md section 9: page 1, 10 per page, newest first. */
export const USERS_PAGE_SIZE = 10;
export const initialListParams: ListUsersParams = {
  page: 1,
  limit: USERS_PAGE_SIZE,
  order_by: 'createdAt',
  order_direction: 'desc',
};

/** The list's query: a new filter or order goes back to page 1. */
export function useUsersListState() {
  const [params, setParams] = useState<ListUsersParams>(initialListParams);
  const filters: UsersFilterValues = {
    state: params.state,
    rol: params.rol,
    status: params.status,
  };
  return {
    params,
    filters,
    hasFilters: Object.values(filters).some((value) => value !== undefined),
    setPage: (page: number) => setParams((current) => ({ ...current, page })),
    setFilters: (next: UsersFilterValues) =>
      setParams((current) => ({
        ...current,
        state: next.state,
        rol: next.rol,
        status: next.status,
        page: 1,
      })),
    /** A new column sorts ascending; the same column again flips the direction. */
    toggleSort: (column: UserOrderColumn) =>
      setParams((current) => ({
        ...current,
        page: 1,
        order_by: column,
        order_direction:
          current.order_by === column && current.order_direction === 'asc' ? 'desc' : 'asc',
      })),
  };
}
