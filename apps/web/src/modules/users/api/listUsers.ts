import {
  type listUsersQuerySchema,
  toQueryParams,
  type UserListItem,
  usersPageSchema,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import type { ListFilters } from '../../../shared/ui/list/listParams';
import { type UsersScope, usersKeys, usersPaths } from '../usersScope';

/** What the list asks for, as the API's schema reads it. */
export type ListUsersParams = z.output<typeof listUsersQuerySchema>;
export type UserOrderColumn = ListUsersParams['order_by'];
export type UserFilters = ListFilters<typeof listUsersQuerySchema>;
export type UserStatus = UserListItem['status'];

export type UsersPage = z.output<typeof usersPageSchema>;

/** GET {prefix}?limit&page&order_by&order_direction&state&rol&status: one page of users. */
export async function listUsers(scope: UsersScope, params: ListUsersParams): Promise<UsersPage> {
  const answer = await http.get(usersPaths[scope].list, { query: toQueryParams(params) });
  return usersPageSchema.parse(answer);
}

export function listUsersQueryOptions(scope: UsersScope, params: ListUsersParams) {
  return queryOptions({
    queryKey: [...usersKeys.all(scope), 'list', params],
    queryFn: () => listUsers(scope, params),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useListUsers(scope: UsersScope, params: ListUsersParams, enabled = true) {
  return useQuery({ ...listUsersQueryOptions(scope, params), enabled });
}
