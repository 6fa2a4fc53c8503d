import {
  apiPath,
  apiPaths,
  type WebhookFailure,
  webhookFailuresResponseSchema,
  webhookReplayResponseSchema,
} from '@aptovial/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { apiKeysKeys } from '../apiKeysScope';

/** GET /api/apiKeys/deliveries/failed: webhooks that failed for their whole retry window. */
export function useWebhookFailures() {
  return useQuery({
    queryKey: apiKeysKeys.failures,
    queryFn: async () =>
      webhookFailuresResponseSchema.parse(await http.get(apiPaths.webhookFailures)).data,
  });
}

/** POST /api/apiKeys/deliveries/{id}/replay: back in the queue with a fresh retry window. */
export function useReplayDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['apiKeys', 'replay'],
    mutationFn: async (failure: WebhookFailure) =>
      webhookReplayResponseSchema.parse(
        await http.post(apiPath('webhookReplay', { id: failure.id })),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.failures }),
  });
}
