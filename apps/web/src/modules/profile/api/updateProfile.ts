import {
  authPath,
  type Module,
  type SessionUser,
  sessionUserSchema,
  type updateProfileInputSchema,
} from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/api/http';

const updateProfileResponseSchema = z.object({ data: sessionUserSchema });

export type UpdateProfileInput = {
  module: Module;
  body: z.input<typeof updateProfileInputSchema>;
};

/** PUT {prefix}/update-profile-user (bearer): the phones; answers the updated user. */
export async function updateProfile({ module, body }: UpdateProfileInput): Promise<SessionUser> {
  const answer = await http.put(authPath(module, 'update-profile-user'), body);
  return updateProfileResponseSchema.parse(answer).data;
}

export function updateProfileMutationOptions() {
  return mutationOptions({ mutationKey: ['profile', 'update'], mutationFn: updateProfile });
}

export function useUpdateProfile() {
  return useMutation(updateProfileMutationOptions());
}
