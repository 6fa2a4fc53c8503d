import {
  type AppMode,
  type changePasswordLogoutInputSchema,
  messageResponseSchema,
} from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { authPathOfMode } from '../authMode';

export type ChangePasswordLogoutInput = {
  mode: AppMode;
  body: z.input<typeof changePasswordLogoutInputSchema>;
};

/** POST {prefix}/change-password-logout: a new password, proven by a verified recovery code. */
export async function changePasswordLogout({ mode, body }: ChangePasswordLogoutInput) {
  const answer = await http.post(authPathOfMode(mode, 'change-password-logout'), body);
  return messageResponseSchema.parse(answer).data.message;
}

export function changePasswordLogoutMutationOptions() {
  return mutationOptions({
    mutationKey: ['auth', 'changePasswordLogout'],
    mutationFn: changePasswordLogout,
  });
}

export function useChangePasswordLogout() {
  return useMutation(changePasswordLogoutMutationOptions());
}
