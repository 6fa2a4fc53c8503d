import {
  type Register,
  registersResponseSchema,
  type searchRegistersQuerySchema,
} from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { type RegistersScope, registersKeys, registersPaths } from '../registersScope';

/** A dni and its nationality, as the search's schema reads them. */
export type RegisterSearch = z.output<typeof searchRegistersQuerySchema>;

/** GET /api/register/search (or /searchINTT)?dni&nationality: the registers of one person. */
export async function searchRegisters(
  scope: RegistersScope,
  search: RegisterSearch,
): Promise<Register[]> {
  const answer = await http.get(registersPaths[scope].search, { query: search });
  return registersResponseSchema.parse(answer).data;
}

export function searchRegistersQueryOptions(scope: RegistersScope, search: RegisterSearch) {
  return queryOptions({
    queryKey: [...registersKeys.all(scope), 'search', search],
    queryFn: () => searchRegisters(scope, search),
    // docs/product/rules.md: a search with an empty dni does nothing.
    enabled: search.dni.trim() !== '',
  });
}

export function useSearchRegisters(scope: RegistersScope, search: RegisterSearch) {
  return useQuery(searchRegistersQueryOptions(scope, search));
}
