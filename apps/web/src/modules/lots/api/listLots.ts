import {
  apiPaths,
  type listLotsQuerySchema,
  lotsPageSchema,
  toQueryParams,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import type { ListFilters } from '../../../shared/ui/list/listParams';
import { lotsKeys } from '../lotsScope';

/** What the list asks for, as the API's schema reads it. */
export type ListLotsParams = z.output<typeof listLotsQuerySchema>;
export type LotOrderColumn = ListLotsParams['order_by'];
export type LotFilters = ListFilters<typeof listLotsQuerySchema>;
export type LotsPage = z.output<typeof lotsPageSchema>;

/** GET /api/certifieldLotes?limit&page&order_by&order_direction&state&numberTP. */
export async function listLots(params: ListLotsParams): Promise<LotsPage> {
  const answer = await http.get(apiPaths.certifieldLotes, { query: toQueryParams(params) });
  return lotsPageSchema.parse(answer);
}

export function listLotsQueryOptions(params: ListLotsParams) {
  return queryOptions({
    queryKey: [...lotsKeys.all, 'list', params],
    queryFn: () => listLots(params),
    placeholderData: keepPreviousData,
  });
}

export function useListLots(params: ListLotsParams) {
  return useQuery(listLotsQueryOptions(params));
}
