import {
  apiPaths,
  type CreateUnfitFindingInput,
  type UnfitFinding,
  unfitFindingResponseSchema,
  unfitFindingsResponseSchema,
} from '@aptovial/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { waitsWithOverlay } from '../../../shared/ui/overlayMutations';
import { unfitKeys } from '../unfitScope';

/** GET /api/unfitFindings: the doctor's own findings, newest first, with their reasons. */
export function useOwnUnfitFindings() {
  return useQuery(
    queryOptions({
      queryKey: unfitKeys.own,
      queryFn: async (): Promise<UnfitFinding[]> =>
        unfitFindingsResponseSchema.parse(await http.get(apiPaths.unfitFindings)).data,
    }),
  );
}

/** POST /api/unfitFindings; the list and the warnings are read again. */
export function useRecordUnfitFinding() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...unfitKeys.all, 'record'],
    mutationFn: async (input: CreateUnfitFindingInput): Promise<UnfitFinding> =>
      unfitFindingResponseSchema.parse(await http.post(apiPaths.unfitFindings, input)).data,
    meta: waitsWithOverlay,
    onSuccess: () => client.invalidateQueries({ queryKey: unfitKeys.all }),
  });
}
