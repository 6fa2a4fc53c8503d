import { recoveryProofResponseSchema } from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { authPathOfMode } from '../authMode';
import type { VerifyOtpInput } from './verifyLoginOtp';

/** POST {prefix}/verify-otp-email, type 'recovery' (no session): a one-time reset token. */
export async function verifyRecoveryOtp({ mode, email, otp }: VerifyOtpInput): Promise<string> {
  const body = await http.post(authPathOfMode(mode, 'verify-otp-email'), {
    email,
    otp,
    type: 'recovery',
  });
  return recoveryProofResponseSchema.parse(body).data.resetToken;
}

export function verifyRecoveryOtpMutationOptions() {
  return mutationOptions({
    mutationKey: ['auth', 'verifyRecoveryOtp'],
    mutationFn: verifyRecoveryOtp,
  });
}

export function useVerifyRecoveryOtp() {
  return useMutation(verifyRecoveryOtpMutationOptions());
}
