import {
  apiPaths,
  type CreateOperativeInput,
  type Operative,
  operativeResponseSchema,
} from '@aptovial/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { waitsWithOverlay } from '../../../shared/ui/overlayMutations';
import { operativesKeys } from '../operativesScope';

/**
 * POST /api/operationals/createOperative: the new operative, Pending (docs/product/entities.md and
 * calls.md).
 */
export async function createOperative(input: CreateOperativeInput): Promise<Operative> {
  return operativeResponseSchema.parse(await http.post(apiPaths.createOperative, input)).data;
}

/**
 * A new operative changes the record, the panel's counts and the municipality's figures: every
 * operatives query is read again, so the record opens with the new one on top (newest first).
 */
export function useCreateOperative() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...operativesKeys.all, 'create'],
    mutationFn: createOperative,
    meta: waitsWithOverlay,
    onSuccess: () => client.invalidateQueries({ queryKey: operativesKeys.all }),
  });
}
