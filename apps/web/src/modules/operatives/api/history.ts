import {
  apiPaths,
  type OperativeHistoryQuery,
  type operativeHistoryQuerySchema,
  operativesPageSchema,
  toQueryParams,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import type { ListFilters } from '../../../shared/ui/list/listParams';
import { operativesScope } from '../operativesScope';

export type OperativeOrderColumn = OperativeHistoryQuery['order_by'];
export type OperativeFilters = ListFilters<typeof operativeHistoryQuerySchema>;
export type OperativesPage = z.output<typeof operativesPageSchema>;

/** GET /api/operationals/history: the doctor's operatives (the Admin's: all), paged and filtered. */
export async function listOperatives(query: OperativeHistoryQuery): Promise<OperativesPage> {
  const answer = await http.get(apiPaths.operativeHistory, { query: toQueryParams(query) });
  return operativesPageSchema.parse(answer);
}

/** The record's page for `query` (the start-up prefetch and the page share this key). */
export function operativeHistoryQueryOptions(query: OperativeHistoryQuery) {
  return queryOptions({
    queryKey: operativesScope.history(query),
    queryFn: () => listOperatives(query),
    placeholderData: keepPreviousData,
  });
}
