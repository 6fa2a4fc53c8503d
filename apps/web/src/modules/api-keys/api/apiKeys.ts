import {
  type ApiKey,
  apiKeyResponseSchema,
  apiKeysResponseSchema,
  apiPath,
  apiPaths,
  type CreateApiKeyInput,
  type CreatedApiKey,
  createdApiKeyResponseSchema,
} from '@aptovial/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { apiKeysKeys } from '../apiKeysScope';

/** GET /api/apiKeys: the keys the Admin manages, newest first; never a secret. */
function apiKeysOptions() {
  return queryOptions({
    queryKey: apiKeysKeys.list,
    queryFn: async () => apiKeysResponseSchema.parse(await http.get(apiPaths.apiKeys)).data,
  });
}

export function useApiKeys() {
  return useQuery(apiKeysOptions());
}

/** POST /api/apiKeys: the answer is the only time the key (and signing secret) is shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['apiKeys', 'create'],
    mutationFn: async (input: CreateApiKeyInput): Promise<CreatedApiKey> =>
      createdApiKeyResponseSchema.parse(await http.post(apiPaths.apiKeys, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list }),
  });
}

/** POST /api/apiKeys/{id}/revoke: the next call made with the key is refused. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['apiKeys', 'revoke'],
    mutationFn: async (key: ApiKey): Promise<ApiKey> =>
      apiKeyResponseSchema.parse(await http.post(apiPath('apiKeyRevoke', { id: key.id }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}
