import {
  apiPaths,
  certificatesPageSchema,
  type lotCertificatesQuerySchema,
  toQueryParams,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { lotsKeys } from '../lotsScope';

/** One lot's page of certificates; the dialog always shows them by serial, ascending. */
export type LotCertificatesParams = Pick<
  z.output<typeof lotCertificatesQuerySchema>,
  'id' | 'page' | 'limit'
>;
export type LotCertificatesPage = z.output<typeof certificatesPageSchema>;

/** GET /api/certifieldLotes/listCertifields?id&page&limit: the certificates printed on a lot. */
export async function listLotCertificates(
  params: LotCertificatesParams,
): Promise<LotCertificatesPage> {
  const query = toQueryParams({ ...params, order_by: 'serial', order_direction: 'asc' });
  return certificatesPageSchema.parse(await http.get(apiPaths.lotCertifields, { query }));
}

export function listLotCertificatesQueryOptions(params: LotCertificatesParams) {
  return queryOptions({
    queryKey: [...lotsKeys.all, 'certificates', params],
    queryFn: () => listLotCertificates(params),
    placeholderData: keepPreviousData,
  });
}

export function useListLotCertificates(params: LotCertificatesParams) {
  return useQuery(listLotCertificatesQueryOptions(params));
}
