import {
  apiPath,
  apiPaths,
  passkeyOptionsResponseSchema,
  passkeyResponseSchema,
  passkeysRequiredResponseSchema,
  passkeysResponseSchema,
} from '@aptovial/shared';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  startRegistration,
} from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';

const passkeysKey = ['profile', 'passkeys'] as const;

/** GET /api/passkeys: the person's passkeys and whether their module requires them. */
export function passkeysQueryOptions() {
  return queryOptions({
    queryKey: passkeysKey,
    queryFn: async () => passkeysResponseSchema.parse(await http.get(apiPaths.passkeys)).data,
  });
}

export const usePasskeys = () => useQuery(passkeysQueryOptions());

/** The server's options, the browser's authenticator, then POST /api/passkeys with the name. */
export async function addPasskey(name: string) {
  const options = passkeyOptionsResponseSchema.parse(
    await http.post(apiPaths.passkeyRegistrationOptions),
  ).data as unknown as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON: options });
  return passkeyResponseSchema.parse(await http.post(apiPaths.passkeys, { name, response })).data;
}

function useChange<Input, Output>(work: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSuccess: () => client.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export const useAddPasskey = () => useChange(addPasskey);
export const useRemovePasskey = () =>
  useChange((id: number) => http.delete(apiPath('passkeyOne', { id })));
/** PUT /api/passkeys/{id}: the passkey under its new name (the server trims and checks it). */
export const useRenamePasskey = () =>
  useChange(
    async ({ id, name }: { id: number; name: string }) =>
      passkeyResponseSchema.parse(await http.put(apiPath('passkeyOne', { id }), { name })).data,
  );
export const useRequirePasskeys = () =>
  useChange(async (enabled: boolean) =>
    passkeysRequiredResponseSchema.parse(await http.put(apiPaths.passkeysRequired, { enabled })),
  );
