import { apiPaths, type deleteUserInputSchema } from '@aptovial/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { usersKeys } from '../usersScope';

export type DeleteUserInput = z.input<typeof deleteUserInputSchema>;

/** POST /api/users/deleteUsers { id, dni } (college only): the dni must match the user's. */
export async function deleteUser(body: DeleteUserInput): Promise<void> {
  await http.post(apiPaths.deleteUsers, body);
}

export function deleteUserMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'delete'], mutationFn: deleteUser });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteUserMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all('college') }),
  });
}
