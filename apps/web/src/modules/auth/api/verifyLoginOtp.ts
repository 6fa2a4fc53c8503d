import { type AppMode, loginResponseSchema } from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { toVerifiedSession, type VerifiedSession } from '../../../shared/session/sessionStore';
import { authPathOfMode } from '../authMode';

export type VerifyOtpInput = { mode: AppMode; email: string; otp: string };

/** POST {prefix}/verify-otp-email, type 'login' (bearer): the session becomes ready. */
export async function verifyLoginOtp({
  mode,
  email,
  otp,
}: VerifyOtpInput): Promise<VerifiedSession> {
  const body = await http.post(authPathOfMode(mode, 'verify-otp-email'), {
    email,
    otp,
    type: 'login',
  });
  return toVerifiedSession(loginResponseSchema.parse(body).data);
}

export function verifyLoginOtpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'verifyLoginOtp'], mutationFn: verifyLoginOtp });
}

export function useVerifyLoginOtp() {
  return useMutation(verifyLoginOtpMutationOptions());
}
