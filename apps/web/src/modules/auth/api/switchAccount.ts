import { apiPaths, loginResponseSchema } from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { toVerifiedSession, type VerifiedSession } from '../../../shared/session/sessionStore';

/** POST /api/auth/switch-account (bearer): a session bound to another of the user's accounts. */
export async function switchAccount(accountId: number): Promise<VerifiedSession> {
  const body = await http.post(apiPaths.switchAccount, { accountId });
  return toVerifiedSession(loginResponseSchema.parse(body).data);
}

export function switchAccountMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'switchAccount'], mutationFn: switchAccount });
}

export function useSwitchAccount() {
  return useMutation(switchAccountMutationOptions());
}
