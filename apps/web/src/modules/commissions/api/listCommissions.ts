import {
  apiPaths,
  commissionsPageSchema,
  type listCommissionsQuerySchema,
  toQueryParams,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { commissionKeys } from '../commissionsScope';

export type ListCommissionsParams = z.output<typeof listCommissionsQuerySchema>;
export type CommissionsPage = z.output<typeof commissionsPageSchema>;

/** GET /api/dollarCalculation/listCommissionAmount: the history, a page at a time. */
export async function listCommissions(params: ListCommissionsParams): Promise<CommissionsPage> {
  const answer = await http.get(apiPaths.listCommissionAmount, { query: toQueryParams(params) });
  return commissionsPageSchema.parse(answer);
}

/** The history's page for `params` (the start-up prefetch and the page share this key). */
export function listCommissionsQueryOptions(params: ListCommissionsParams) {
  return queryOptions({
    queryKey: [...commissionKeys.lists, params],
    queryFn: () => listCommissions(params),
    placeholderData: keepPreviousData,
  });
}

export function useListCommissions(params: ListCommissionsParams) {
  return useQuery(listCommissionsQueryOptions(params));
}
