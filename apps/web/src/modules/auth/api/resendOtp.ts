import { type AppMode, messageResponseSchema, type OtpPurpose } from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { authPathOfMode } from '../authMode';

/** `altcha`: a recovery code is public, so its resend carries a solved challenge as well. */
export type ResendOtpInput = { mode: AppMode; email: string; type: OtpPurpose; altcha?: string };

/** POST {prefix}/resend-otp-email: a new code is e-mailed (the server waits 60 s between). */
export async function resendOtp({ mode, email, type, altcha }: ResendOtpInput): Promise<string> {
  const path = authPathOfMode(mode, 'resend-otp-email');
  const body = await http.post(path, altcha ? { email, type, altcha } : { email, type });
  return messageResponseSchema.parse(body).data.message;
}

export function resendOtpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'resendOtp'], mutationFn: resendOtp });
}

export function useResendOtp() {
  return useMutation(resendOtpMutationOptions());
}
