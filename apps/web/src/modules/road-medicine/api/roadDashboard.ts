import {
  apiPaths,
  type RoadDashboard,
  roadDashboardQuerySchema,
  roadDashboardResponseSchema,
  toQueryParams,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';

/** The panel's range as the API reads it; no range means the month so far. */
export type RoadDashboardQuery = z.output<typeof roadDashboardQuerySchema>;

/**
 * Under the certificates' key ('certificates', certificatesKeys.all of that module): every
 * certificate write (issue, edit, disable) invalidates it, so the panel never shows the counts
 * from before a certificate the doctor has just issued.
 */
export const roadDashboardKeys = { all: ['certificates', 'roadDashboard'] as const };

/** What the panel opens on (no range chosen): the start-up data prefetches this one. */
export const defaultRoadDashboardQuery: RoadDashboardQuery = roadDashboardQuerySchema.parse({});

/** GET /api/credentialMedic/dashboard?date_range: counts, charts' totals and the lots' free serials. */
export async function fetchRoadDashboard(query: RoadDashboardQuery): Promise<RoadDashboard> {
  const answer = await http.get(apiPaths.dashboardVial, { query: toQueryParams(query) });
  return roadDashboardResponseSchema.parse(answer).data;
}

export function roadDashboardQueryOptions(query: RoadDashboardQuery) {
  return queryOptions({
    queryKey: [...roadDashboardKeys.all, query],
    queryFn: () => fetchRoadDashboard(query),
    // A new range keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useRoadDashboard(query: RoadDashboardQuery) {
  return useQuery(roadDashboardQueryOptions(query));
}
