import {
  type Role,
  type UserListItem,
  type userOrderColumns,
  usersPageSchema,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { type UsersScope, usersKeys, usersPrefixes } from '../usersScope';

export type UserOrderColumn = (typeof userOrderColumns)[number];
export type UserStatus = UserListItem['status'];

export type ListUsersParams = {
  page: number;
  limit: number;
  order_by: UserOrderColumn;
  order_direction: 'asc' | 'desc';
  state?: string | undefined;
  rol?: Role | undefined;
  status?: UserStatus | undefined;
};

export type UsersPage = { data: UserListItem[]; total: number; page: number; limit: number };

/** GET {prefix}?limit&page&order_by&order_direction&state&rol&status: one page of users. */
export async function listUsers(scope: UsersScope, params: ListUsersParams): Promise<UsersPage> {
  return usersPageSchema.parse(await http.get(usersPrefixes[scope], { query: params }));
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
