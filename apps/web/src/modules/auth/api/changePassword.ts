import {
  authPath,
  type changePasswordInputSchema,
  type Module,
  messageResponseSchema,
} from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';

export type ChangePasswordInput = {
  module: Module;
  body: z.input<typeof changePasswordInputSchema>;
};

/** POST {prefix}/change-password (bearer): needs the current password. */
export async function changePassword({ module, body }: ChangePasswordInput): Promise<string> {
  const answer = await http.post(authPath(module, 'change-password'), body);
  return messageResponseSchema.parse(answer).data.message;
}

export function changePasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'changePassword'], mutationFn: changePassword });
}

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
