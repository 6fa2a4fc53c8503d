import { apiPaths, certificatesPageSchema, toQueryParams } from '@aptovial/shared';
import { http } from '../../../shared/api/http';
import { roadCertificatesKeys } from '../certificatesScope';
import {
  type CertificatesPage,
  certificatesPageQueryOptions,
  type ListCertificatesParams,
} from './listCertificates';

/**
 * GET /api/credentialMedic/listCertifields: road medicine's certificates (a VialDirector's own,
 * the Admin's every one), with the college list's filters, paging and order.
 */
export async function listRoadCertificates(
  params: ListCertificatesParams,
): Promise<CertificatesPage> {
  const answer = await http.get(apiPaths.listCertifieldsVial, { query: toQueryParams(params) });
  return certificatesPageSchema.parse(answer);
}

/** The road list's page for `query` (the start-up prefetch and the page share this key). */
export function listRoadCertificatesQueryOptions(query: ListCertificatesParams) {
  return certificatesPageQueryOptions([...roadCertificatesKeys.lists, query], () =>
    listRoadCertificates(query),
  );
}
