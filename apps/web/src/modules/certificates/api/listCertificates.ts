import {
  apiPaths,
  certificatesPageSchema,
  type listCertificatesQuerySchema,
  toQueryParams,
} from '@aptovial/shared';
import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import type { ListFilters } from '../../../shared/ui/list/listParams';
import { certificatesKeys } from '../certificatesScope';

/** What the list asks for, as the API's schema reads it (date_range filters the expedition date). */
export type ListCertificatesParams = z.output<typeof listCertificatesQuerySchema>;
export type CertificateOrderColumn = ListCertificatesParams['order_by'];
export type CertificateFilters = ListFilters<typeof listCertificatesQuerySchema>;

export type CertificatesPage = z.output<typeof certificatesPageSchema>;

/** GET /api/certifields: the certificates the session reads, paginated, sorted and filtered. */
export async function listCertificates(params: ListCertificatesParams): Promise<CertificatesPage> {
  const answer = await http.get(apiPaths.certifields, { query: toQueryParams(params) });
  return certificatesPageSchema.parse(answer);
}

/**
 * A page of certificates under `queryKey`: the college's list and road medicine's share this
 * shape, so one list screen takes either.
 */
export function certificatesPageQueryOptions(
  queryKey: QueryKey,
  fetchPage: () => Promise<CertificatesPage>,
) {
  return queryOptions<CertificatesPage, Error, CertificatesPage, QueryKey>({
    queryKey,
    queryFn: fetchPage,
    placeholderData: keepPreviousData,
  });
}

export function listCertificatesQueryOptions(params: ListCertificatesParams) {
  return certificatesPageQueryOptions([...certificatesKeys.all, 'list', params], () =>
    listCertificates(params),
  );
}
