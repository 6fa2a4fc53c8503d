import { type AppMode, messageResponseSchema } from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { authPrefixOfMode } from '../authMode';

export type ChangePasswordLogoutInput = {
  mode: AppMode;
  body: { email: string; resetToken: string; newPassword: string; newConfirmPassword: string };
};

/** POST {prefix}/change-password-logout: a new password, proven by a verified recovery code. */
export async function changePasswordLogout({ mode, body }: ChangePasswordLogoutInput) {
  const answer = await http.post(`${authPrefixOfMode(mode)}/change-password-logout`, body);
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
