import { apiPaths, type RoadCredential, searchCredentialResponseSchema } from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';

export const credentialKeys = {
  all: ['roadCredentials'] as const,
  of: (schoolNumberId: number) => [...credentialKeys.all, schoolNumberId] as const,
};

/** GET /api/credentialMedic/searchCredential?schoolNumberId: the credential, or null ('Not Found'). */
export async function searchCredential(schoolNumberId: number): Promise<RoadCredential | null> {
  const answer = await http.get(apiPaths.searchCredential, { query: { schoolNumberId } });
  const { data } = searchCredentialResponseSchema.parse(answer);
  return data === 'Not Found' ? null : data;
}

export function searchCredentialQueryOptions(schoolNumberId: number) {
  return queryOptions({
    queryKey: credentialKeys.of(schoolNumberId),
    queryFn: () => searchCredential(schoolNumberId),
  });
}

export function useSearchCredential(schoolNumberId: number) {
  return useQuery(searchCredentialQueryOptions(schoolNumberId));
}
