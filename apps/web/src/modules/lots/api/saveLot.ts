import {
  apiPaths,
  type createLotInputSchema,
  type Lot,
  lotResponseSchema,
  type updateLotInputSchema,
} from '@aptovial/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { lotsKeys } from '../lotsScope';

export type SaveLotInput =
  | { kind: 'create'; body: z.output<typeof createLotInputSchema> }
  | { kind: 'update'; body: z.output<typeof updateLotInputSchema> };

/** POST createCertifieldLotes or PUT updatedCertifieldLotes (id, range, state, numberTP). */
export async function saveLot(input: SaveLotInput): Promise<Lot> {
  const answer =
    input.kind === 'create'
      ? await http.post(apiPaths.createCertifieldLotes, input.body)
      : await http.put(apiPaths.updatedCertifieldLotes, input.body);
  return lotResponseSchema.parse(answer).data;
}

export function saveLotMutationOptions() {
  return mutationOptions({ mutationKey: ['lots', 'save'], mutationFn: saveLot });
}

export function useSaveLot() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveLotMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lotsKeys.all }),
  });
}
