import {
  apiPaths,
  type OperativeStats,
  type operativeStatsQuerySchema,
  operativeStatsResponseSchema,
  toQueryParams,
} from '@aptovial/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { operativesScope } from '../operativesScope';

/** The panel's range as the API reads it; none is the month so far. */
export type OperativeStatsQuery = z.output<typeof operativeStatsQuerySchema>;

/** GET /api/operationals/myStadist: counts by status and by period, certificates, money. */
export async function fetchOperativeStats(query: OperativeStatsQuery): Promise<OperativeStats> {
  const answer = await http.get(apiPaths.operativeStats, { query: toQueryParams(query) });
  return operativeStatsResponseSchema.parse(answer).data;
}

export function useOperativeStats(query: OperativeStatsQuery) {
  return useQuery({
    queryKey: operativesScope.stats(query),
    queryFn: () => fetchOperativeStats(query),
    // A new range keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}
