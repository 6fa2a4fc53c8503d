import { type UserListItem, usersResponseSchema } from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { type UsersScope, usersKeys, usersPaths } from '../usersScope';

/** GET {prefix}/search?dni=: the accounts of one person. */
export async function searchUsers(scope: UsersScope, dni: string): Promise<UserListItem[]> {
  const answer = await http.get(usersPaths[scope].search, { query: { dni } });
  return usersResponseSchema.parse(answer).data;
}

export function searchUsersQueryOptions(scope: UsersScope, dni: string) {
  return queryOptions({
    queryKey: [...usersKeys.all(scope), 'search', dni],
    queryFn: () => searchUsers(scope, dni),
    // docs/product/rules.md: a search with an empty dni does nothing.
    enabled: dni.trim() !== '',
  });
}

export function useSearchUsers(scope: UsersScope, dni: string) {
  return useQuery(searchUsersQueryOptions(scope, dni));
}
