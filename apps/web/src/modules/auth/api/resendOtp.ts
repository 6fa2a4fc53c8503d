import { type AppMode, messageResponseSchema, type OtpPurpose } from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { authPathOfMode } from '../authMode';

export type ResendOtpInput = { mode: AppMode; email: string; type: OtpPurpose };

/** POST {prefix}/resend-otp-email: a new code is e-mailed (the server waits 60 s between). */
export async function resendOtp({ mode, email, type }: ResendOtpInput): Promise<string> {
  const body = await http.post(authPathOfMode(mode, 'resend-otp-email'), { email, type });
  return messageResponseSchema.parse(body).data.message;
}

export function resendOtpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'resendOtp'], mutationFn: resendOtp });
}

export function useResendOtp() {
  return useMutation(resendOtpMutationOptions());
}
