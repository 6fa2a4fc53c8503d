import { accessResponseSchema } from '@aptovial/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { type UsersScope, usersKeys, usersPaths } from '../usersScope';

export type UpdateAccessInput = { scope: UsersScope; id: number };
export type AccessResult = z.output<typeof accessResponseSchema>['data'];

/** PUT {prefix}/updatedAccess?id=: toggles the access, answering with the new status. */
export async function updateAccess({ scope, id }: UpdateAccessInput): Promise<AccessResult> {
  const answer = await http.put(usersPaths[scope].access, undefined, {
    query: { id },
  });
  return accessResponseSchema.parse(answer).data;
}

export function updateAccessMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'updatedAccess'], mutationFn: updateAccess });
}

export function useUpdateAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateAccessMutationOptions(),
    onSettled: (_result, _error, input) =>
      queryClient.invalidateQueries({ queryKey: usersKeys.all(input.scope) }),
  });
}
