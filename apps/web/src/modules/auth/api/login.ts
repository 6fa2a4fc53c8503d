import { type AppMode, loginResponseSchema } from '@aptovial/shared';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { codeOf } from '../../../shared/api/errorMessage';
import { ApiError, http } from '../../../shared/api/http';
import { toVerifiedSession, type VerifiedSession } from '../../../shared/session/sessionStore';
import { authPathOfMode } from '../authMode';
import { encryptCredentials } from '../crypto/encryptCredentials';
import { loginKeyQueryKey, loginKeyQueryOptions } from './loginKey';

export type LoginInput = { mode: AppMode; email: string; password: string };
/** Told when the page starts and ends a proof of work the server asked for. */
export type OnWork = (working: boolean) => void;

/**
 * After repeated failed sign-ins (for the e-mail or from the address) the server answers
 * CHALLENGE_REQUIRED with a proof of work (decision 0049): solved here, once. Null when the
 * answer is something else or the work could not be done (its error then stands).
 */
async function workFor(error: unknown, onWork: OnWork): Promise<string | null> {
  if (!(error instanceof ApiError) || error.code !== 'CHALLENGE_REQUIRED') return null;
  if (error.challenge === null) return null;
  onWork(true);
  try {
    const { solveChallengeHeader } = await import('../../../shared/challenge/solve');
    return await solveChallengeHeader(error.challenge, new AbortController().signal);
  } catch {
    return null;
  } finally {
    onWork(false);
  }
}

/**
 * POST {prefix}/login with both credentials encrypted: the session and its next step. Asked for
 * work, it solves it and sends the same credentials again: the person never types twice.
 */
export async function login(
  queryClient: QueryClient,
  { mode, email, password }: LoginInput,
  onWork: OnWork = () => {},
): Promise<VerifiedSession> {
  const key = await queryClient.fetchQuery(loginKeyQueryOptions());
  const send = async (altcha?: string) => {
    // Sealed again for the resend: the seal is dated, and the work may take a while.
    const sealed = await encryptCredentials(key, { email, password });
    const body = altcha === undefined ? sealed : { ...sealed, altcha };
    return http.post(authPathOfMode(mode, 'login'), body);
  };
  let body: unknown;
  try {
    body = await send();
  } catch (error) {
    const altcha = await workFor(error, onWork);
    if (altcha === null) throw error;
    body = await send(altcha);
  }
  return toVerifiedSession(loginResponseSchema.parse(body).data);
}

export function loginMutationOptions(queryClient: QueryClient, onWork?: OnWork) {
  return mutationOptions({
    mutationKey: ['auth', 'login'],
    mutationFn: (input: LoginInput) => login(queryClient, input, onWork),
    onError: (error) => {
      // The key may have been rotated since it was cached: the next try fetches it again.
      if (codeOf(error) === 'CREDENTIALS_NOT_ENCRYPTED') {
        queryClient.removeQueries({ queryKey: loginKeyQueryKey });
      }
    },
  });
}

export function useLogin(onWork?: OnWork) {
  return useMutation(loginMutationOptions(useQueryClient(), onWork));
}
