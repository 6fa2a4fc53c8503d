import {
  type createUserInputSchema,
  type UserListItem,
  type updateUserInputSchema,
  userResponseSchema,
} from '@aptovial/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { type UsersScope, usersKeys, usersPaths } from '../usersScope';

export type CreateUserBody = z.output<typeof createUserInputSchema>;
export type UpdateUserBody = z.output<typeof updateUserInputSchema>;
export type SaveUserInput = { scope: UsersScope } & (
  | { kind: 'create'; body: CreateUserBody }
  | { kind: 'update'; body: UpdateUserBody }
);

/** POST {prefix} creates a user; PUT {prefix} (with id) updates one. */
export async function saveUser(input: SaveUserInput): Promise<UserListItem> {
  const path = usersPaths[input.scope].list;
  const answer =
    input.kind === 'create' ? await http.post(path, input.body) : await http.put(path, input.body);
  return userResponseSchema.parse(answer).data;
}

export function saveUserMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'save'], mutationFn: saveUser });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveUserMutationOptions(),
    onSuccess: (_user, input) =>
      queryClient.invalidateQueries({ queryKey: usersKeys.all(input.scope) }),
  });
}
