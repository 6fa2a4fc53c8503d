import { accessResponseSchema } from '@aptovial/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { type UsersScope, usersKeys, usersPrefixes } from '../usersScope';

export type UpdateAccessInput = { scope: UsersScope; id: number };
export type AccessResult = { id: number; status: 'active' | 'inactive' };

/** PUT {prefix}/updatedAccess?id=: toggles the access, answering with the new status. */
export async function updateAccess({ scope, id }: UpdateAccessInput): Promise<AccessResult> {
  const answer = await http.put(`${usersPrefixes[scope]}/updatedAccess`, undefined, {
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
