import { apiPath, type Operative, operativeResponseSchema } from '@aptovial/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { waitsWithOverlay } from '../../../shared/ui/overlayMutations';
import { operativesScope } from '../operativesScope';

/** docs/product/entities.md's moves of an operative, each a PUT on its own path. */
export type Transition =
  | { kind: 'start'; id: number }
  | { kind: 'finish'; id: number }
  | { kind: 'cancel'; id: number; observation: string }
  | { kind: 'reschedule'; id: number; startDate: string; endDate: string };

function send(transition: Transition): Promise<unknown> {
  const { id } = transition;
  switch (transition.kind) {
    case 'start':
      return http.put(apiPath('startOperative', { id }));
    case 'finish':
      return http.put(apiPath('finishOperative', { id }));
    case 'cancel':
      return http.put(apiPath('cancelOperative', { id }), {
        observation: transition.observation,
      });
    case 'reschedule':
      return http.put(apiPath('rescheduleOperative', { id }), {
        startDate: transition.startDate,
        endDate: transition.endDate,
      });
  }
}

export async function transitionOperative(transition: Transition): Promise<Operative> {
  return operativeResponseSchema.parse(await send(transition)).data;
}

/**
 * Moves an operative; on success the record, the open details and the panel's figures are asked
 * again (all of them live under the module's key), since totals freeze and statuses change.
 */
export function useOperativeTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...operativesScope.all, 'transition'],
    mutationFn: transitionOperative,
    meta: waitsWithOverlay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operativesScope.all }),
  });
}
