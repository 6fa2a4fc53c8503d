import { type AppMode, messageResponseSchema } from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { authPathOfMode } from '../authMode';

/** `altcha`: the solved challenge of the form (CaptchaField); the server accepts it once. */
export type ForgetPasswordInput = { mode: AppMode; email: string; altcha: string };

/**
 * POST {prefix}/forgetPassword: e-mails a recovery code; 404 USER_NOT_FOUND for unknown e-mails,
 * 400 CAPTCHA_* for a missing, wrong, expired or re-used challenge.
 */
export async function forgetPassword({ mode, email, altcha }: ForgetPasswordInput) {
  const body = await http.post(authPathOfMode(mode, 'forgetPassword'), { email, altcha });
  return messageResponseSchema.parse(body).data.message;
}

export function forgetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'forgetPassword'], mutationFn: forgetPassword });
}

export function useForgetPassword() {
  return useMutation(forgetPasswordMutationOptions());
}
