import { type AppMode, loginResponseSchema } from '@aptovial/shared';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { codeOf } from '../../../shared/api/errorMessage';
import { http } from '../../../shared/api/http';
import { toVerifiedSession, type VerifiedSession } from '../../../shared/session/sessionStore';
import { authPathOfMode } from '../authMode';
import { encryptCredentials } from '../crypto/encryptCredentials';
import { loginKeyQueryKey, loginKeyQueryOptions } from './loginKey';

export type LoginInput = { mode: AppMode; email: string; password: string };

/** POST {prefix}/login with both credentials encrypted: the session and its next step. */
export async function login(
  queryClient: QueryClient,
  { mode, email, password }: LoginInput,
): Promise<VerifiedSession> {
  const key = await queryClient.fetchQuery(loginKeyQueryOptions());
  const sealed = await encryptCredentials(key, { email, password });
  const body = await http.post(authPathOfMode(mode, 'login'), sealed);
  return toVerifiedSession(loginResponseSchema.parse(body).data);
}

export function loginMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['auth', 'login'],
    mutationFn: (input: LoginInput) => login(queryClient, input),
    onError: (error) => {
      // The key may have been rotated since it was cached: the next try fetches it again.
      if (codeOf(error) === 'CREDENTIALS_NOT_ENCRYPTED') {
        queryClient.removeQueries({ queryKey: loginKeyQueryKey });
      }
    },
  });
}

export function useLogin() {
  return useMutation(loginMutationOptions(useQueryClient()));
}
