import {
  type listRegistersQuerySchema,
  registersPageSchema,
  toQueryParams,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import type { ListFilters } from '../../../shared/ui/list/listParams';
import { type RegistersScope, registersKeys, registersPaths } from '../registersScope';

/** What the list asks for, as the API's schema reads it. */
export type ListRegistersParams = z.output<typeof listRegistersQuerySchema>;
export type RegisterOrderColumn = ListRegistersParams['order_by'];
export type RegisterFilters = ListFilters<typeof listRegistersQuerySchema>;

export type RegistersPage = z.output<typeof registersPageSchema>;

/** GET /api/register (or /listMedicsINTT)?limit&page&order_by&order_direction&filters. */
export async function listRegisters(
  scope: RegistersScope,
  params: ListRegistersParams,
): Promise<RegistersPage> {
  const answer = await http.get(registersPaths[scope].list, { query: toQueryParams(params) });
  return registersPageSchema.parse(answer);
}

export function listRegistersQueryOptions(scope: RegistersScope, params: ListRegistersParams) {
  return queryOptions({
    queryKey: [...registersKeys.all(scope), 'list', params],
    queryFn: () => listRegisters(scope, params),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useListRegisters(scope: RegistersScope, params: ListRegistersParams) {
  return useQuery(listRegistersQueryOptions(scope, params));
}
