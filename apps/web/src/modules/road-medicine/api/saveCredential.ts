import {
  apiPaths,
  type CreateCredentialInput,
  credentialResponseSchema,
  type RoadCredential,
  type UpdateCredentialInput,
} from '@aptovial/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { credentialKeys } from './searchCredential';

export type SaveCredentialInput =
  | { kind: 'create'; body: CreateCredentialInput }
  | { kind: 'update'; body: UpdateCredentialInput };

/**
 * POST /api/credentialMedic/createCredentialMedic creates the login (the doctor gets an e-mail to
 * choose a password); PUT .../updateCredentialMedic changes its e-mail, role or access.
 */
export async function saveCredential(input: SaveCredentialInput): Promise<RoadCredential> {
  const answer =
    input.kind === 'create'
      ? await http.post(apiPaths.createCredentialMedic, input.body)
      : await http.put(apiPaths.updateCredentialMedic, input.body);
  return credentialResponseSchema.parse(answer).data;
}

export function saveCredentialMutationOptions() {
  return mutationOptions({ mutationKey: ['roadCredentials', 'save'], mutationFn: saveCredential });
}

export function useSaveCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveCredentialMutationOptions(),
    onSuccess: (credential) =>
      queryClient.setQueryData(credentialKeys.of(credential.schoolNumberId), credential),
  });
}
