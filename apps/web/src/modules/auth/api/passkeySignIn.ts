import {
  apiPaths,
  loginResponseSchema,
  passkeyOptionsResponseSchema,
  passkeySignInStatusSchema,
} from '@aptovial/shared';
import {
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
} from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { toVerifiedSession, type VerifiedSession } from '../../../shared/session/sessionStore';

/** GET /api/passkeys/sign-in (half-signed-in bearer): passkeys exist, are required, code allowed. */
export function passkeyStatusQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['auth', 'passkeyStatus'],
    queryFn: async () =>
      passkeySignInStatusSchema.parse(await http.get(apiPaths.passkeySignIn)).data,
    enabled,
    staleTime: 0,
  });
}

export const usePasskeyStatus = (enabled: boolean) => useQuery(passkeyStatusQueryOptions(enabled));

/** The options, the browser's authenticator, then the assertion: the session becomes ready. */
export async function signInWithPasskey(): Promise<VerifiedSession> {
  const options = passkeyOptionsResponseSchema.parse(await http.post(apiPaths.passkeySignInOptions))
    .data as unknown as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON: options });
  const body = await http.post(apiPaths.passkeySignIn, { response });
  return toVerifiedSession(loginResponseSchema.parse(body).data);
}

export function usePasskeySignIn() {
  return useMutation({ mutationKey: ['auth', 'passkeySignIn'], mutationFn: signInWithPasskey });
}
