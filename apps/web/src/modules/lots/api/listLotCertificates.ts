import { type Certificate, certificatesPageSchema } from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { lotsKeys, lotsPaths } from '../lotsScope';

export type LotCertificatesParams = { id: number; page: number; limit: number };
export type LotCertificatesPage = {
  data: Certificate[];
  total: number;
  page: number;
  limit: number;
};

/** GET /api/certifieldLotes/listCertifields?id&page&limit: the certificates printed on a lot. */
export async function listLotCertificates(
  params: LotCertificatesParams,
): Promise<LotCertificatesPage> {
  const query = { ...params, order_by: 'serial', order_direction: 'asc' };
  return certificatesPageSchema.parse(await http.get(lotsPaths.certificates, { query }));
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
