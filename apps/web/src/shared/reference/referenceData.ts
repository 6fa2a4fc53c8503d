import { apiPaths, type ReferenceData, referenceDataResponseSchema } from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../api/http';

/**
 * GET /api/auth/apisAptoVial: states, roles and the other catalogues (docs/product/entities.md and
 * calls.md).
 */
export async function fetchReferenceData(): Promise<ReferenceData> {
  return referenceDataResponseSchema.parse(await http.get(apiPaths.referenceData)).data;
}

/** Fixed for the life of the page: fetched once, shared by every screen that needs it. */
export function referenceDataQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'apisAptoVial'],
    queryFn: fetchReferenceData,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useReferenceData() {
  return useQuery(referenceDataQueryOptions());
}
