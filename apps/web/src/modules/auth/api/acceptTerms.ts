import { type AppMode, loginResponseSchema } from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { toVerifiedSession, type VerifiedSession } from '../../../shared/session/sessionStore';
import { authPathOfMode } from '../authMode';

export type AcceptTermsInput = { mode: AppMode; email: string };

/** POST {prefix}/accept-terms (bearer): the session moves on to the e-mailed code. */
export async function acceptTerms({ mode, email }: AcceptTermsInput): Promise<VerifiedSession> {
  const body = await http.post(authPathOfMode(mode, 'accept-terms'), { email });
  return toVerifiedSession(loginResponseSchema.parse(body).data);
}

export function acceptTermsMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'acceptTerms'], mutationFn: acceptTerms });
}

export function useAcceptTerms() {
  return useMutation(acceptTermsMutationOptions());
}
