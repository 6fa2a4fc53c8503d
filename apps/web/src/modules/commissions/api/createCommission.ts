import {
  apiPaths,
  type Commission,
  type CreateCommissionInput,
  commissionResponseSchema,
} from '@aptovial/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { waitsWithOverlay } from '../../../shared/ui/overlayMutations';
import { commissionKeys } from '../commissionsScope';

/** POST /api/dollarCalculation/createCertifieldAmount: the new commission, in force at once. */
export async function createCommission(input: CreateCommissionInput): Promise<Commission> {
  return commissionResponseSchema.parse(await http.post(apiPaths.createCertifieldAmount, input))
    .data;
}

/** Saving changes the amount in force and the history: both are read again. */
export function useCreateCommission() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...commissionKeys.all, 'create'],
    mutationFn: createCommission,
    meta: waitsWithOverlay,
    onSuccess: () => client.invalidateQueries({ queryKey: commissionKeys.all }),
  });
}
