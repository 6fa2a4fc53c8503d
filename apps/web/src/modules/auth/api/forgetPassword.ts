import { type AppMode, messageResponseSchema } from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { authPathOfMode } from '../authMode';

export type ForgetPasswordInput = { mode: AppMode; email: string };

/** POST {prefix}/forgetPassword: e-mails a recovery code; 404 USER_NOT_FOUND for unknown e-mails. */
export async function forgetPassword({ mode, email }: ForgetPasswordInput): Promise<string> {
  const body = await http.post(authPathOfMode(mode, 'forgetPassword'), { email });
  return messageResponseSchema.parse(body).data.message;
}

export function forgetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'forgetPassword'], mutationFn: forgetPassword });
}

export function useForgetPassword() {
  return useMutation(forgetPasswordMutationOptions());
}
