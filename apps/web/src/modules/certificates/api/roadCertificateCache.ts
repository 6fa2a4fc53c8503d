import { type Certificate, toQueryParams } from '@aptovial/shared';
import type { QueryClient } from '@tanstack/react-query';
import { filtersOf } from '../../../shared/ui/list/listParams';
import { roadCertificatesKeys } from '../certificatesScope';
import type { CertificatesPage, ListCertificatesParams } from './listCertificates';
import { certificateSearchKeys } from './searchCertificates';

/** A list that shows a new certificate first: page 1, newest first, no filter that could hide it. */
function showsNewestFirst(params: ListCertificatesParams): boolean {
  return (
    params.page === 1 &&
    params.order_by === 'createdAt' &&
    params.order_direction === 'desc' &&
    Object.keys(toQueryParams(filtersOf(params))).length === 0
  );
}

/**
 * docs/product/calls.md: the issued certificate goes to the top of the list at once, without
 * waiting for the list to be asked again (a slow connection at the roadside).
 */
export function putFirst(client: QueryClient, certificate: Certificate): void {
  const lists = client.getQueriesData<CertificatesPage>({ queryKey: roadCertificatesKeys.lists });
  for (const [key, page] of lists) {
    const params = key.at(-1) as ListCertificatesParams;
    if (page === undefined || !showsNewestFirst(params)) continue;
    if (page.data.some((row) => row.id === certificate.id)) continue;
    const data = [certificate, ...page.data].slice(0, page.limit);
    client.setQueryData<CertificatesPage>(key, { ...page, data, total: page.total + 1 });
  }
}

function isPage(data: unknown): data is CertificatesPage {
  return typeof data === 'object' && data !== null && 'data' in data && Array.isArray(data.data);
}

/** An edited certificate, as the API answered it, takes its row's place in lists and searches. */
export function replaceCertificate(client: QueryClient, certificate: Certificate): void {
  const swap = (rows: Certificate[]) =>
    rows.some((row) => row.id === certificate.id)
      ? rows.map((row) => (row.id === certificate.id ? certificate : row))
      : rows;
  const replace = (data: unknown) => {
    if (isPage(data)) return { ...data, data: swap(data.data) };
    // A search answers a list of certificates; the other road queries are single objects.
    return Array.isArray(data) ? swap(data) : data;
  };
  // Rows live in the road lists and in the searches (Buscar-certificados-medicos).
  client.setQueriesData<unknown>({ queryKey: roadCertificatesKeys.lists }, replace);
  client.setQueriesData<unknown>({ queryKey: certificateSearchKeys }, replace);
}
