import {
  apiPaths,
  type Register,
  registersResponseSchema,
  type searchRegistersQuerySchema,
} from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { certificatesKeys } from '../certificatesScope';

export type IssuerSearch = z.output<typeof searchRegistersQuerySchema>;

/** GET /api/register/search?dni&nationality: the medic whose college number issues a certificate. */
export async function searchIssuers(search: IssuerSearch): Promise<Register[]> {
  const answer = await http.get(apiPaths.registersSearch, { query: search });
  return registersResponseSchema.parse(answer).data;
}

export function searchIssuersQueryOptions(search: IssuerSearch) {
  return queryOptions({
    queryKey: [...certificatesKeys.all, 'issuers', search],
    queryFn: () => searchIssuers(search),
    enabled: search.dni !== '',
  });
}

export function useSearchIssuers(search: IssuerSearch) {
  return useQuery(searchIssuersQueryOptions(search));
}
