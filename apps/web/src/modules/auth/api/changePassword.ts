import { authPrefixes, type Module, messageResponseSchema } from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';

export type ChangePasswordInput = {
  module: Module;
  body: { email: string; oldPassword: string; newPassword: string; newConfirmPassword: string };
};

/** POST {prefix}/change-password (bearer): needs the current password. */
export async function changePassword({ module, body }: ChangePasswordInput): Promise<string> {
  const answer = await http.post(`${authPrefixes[module]}/change-password`, body);
  return messageResponseSchema.parse(answer).data.message;
}

export function changePasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'changePassword'], mutationFn: changePassword });
}

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
