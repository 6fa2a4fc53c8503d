import {
  apiPaths,
  certificateCountsResponseSchema,
  type countCertificatesQuerySchema,
  toQueryParams,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { certificatesKeys } from '../certificatesScope';

export type CertificateCounts = z.infer<typeof certificateCountsResponseSchema>['data'];
export type CountFilters = z.output<typeof countCertificatesQuerySchema>;

/** GET /api/certifields/countCertificates?state&date_range: totals by state, grade, type, status. */
export async function countCertificates(filters: CountFilters): Promise<CertificateCounts> {
  const answer = await http.get(apiPaths.countCertificates, { query: toQueryParams(filters) });
  return certificateCountsResponseSchema.parse(answer).data;
}

export function countCertificatesQueryOptions(filters: CountFilters) {
  return queryOptions({
    queryKey: [...certificatesKeys.all, 'count', filters],
    queryFn: () => countCertificates(filters),
    placeholderData: keepPreviousData,
  });
}

export function useCountCertificates(filters: CountFilters) {
  return useQuery(countCertificatesQueryOptions(filters));
}
