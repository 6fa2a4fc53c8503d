import {
  type Certificate,
  type certificateOrderColumns,
  certificatesPageSchema,
  isSearchableText,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { certificatesKeys, certificatesPaths } from '../certificatesScope';

export type CertificateOrderColumn = (typeof certificateOrderColumns)[number];

export type CertificateFilters = {
  state?: string | undefined;
  grade?: string | undefined;
  typeCertifields?: string | undefined;
  status?: 'true' | 'false' | undefined;
  numberTP?: string | undefined;
  /** The issuing doctor's specialty. */
  specialty?: string | undefined;
  /** A serial or dni (digits), or part of the holder's names. */
  paramCert?: string | undefined;
  /** 'false': only the certificates the signed-in doctor issued. */
  allCertificates?: 'false' | undefined;
  /** The expedition date range, 'YYYY-MM-DD' each, either may be empty. */
  from?: string | undefined;
  to?: string | undefined;
};

export type ListCertificatesParams = CertificateFilters & {
  page: number;
  limit: number;
  order_by: CertificateOrderColumn;
  order_direction: 'asc' | 'desc';
};

export type CertificatesPage = { data: Certificate[]; total: number; page: number; limit: number };

/** The filters as the API reads them: the two dates become date_range "from,to". */
export function certificatesQuery<T extends CertificateFilters>({
  from,
  to,
  paramCert,
  ...rest
}: T) {
  const dated = (from ?? '') !== '' || (to ?? '') !== '';
  // Spaces typed between names stay; a box of spaces alone, or a name too short to search (the
  // box says so), searches nothing.
  const typed = paramCert?.trim() ?? '';
  const text = typed !== '' && isSearchableText(typed) ? typed : undefined;
  return {
    ...rest,
    paramCert: text,
    date_range: dated ? `${from ?? ''},${to ?? ''}` : undefined,
  };
}

/** GET /api/certifields: the certificates the session reads, paginated, sorted and filtered. */
export async function listCertificates(params: ListCertificatesParams): Promise<CertificatesPage> {
  const answer = await http.get(certificatesPaths.list, { query: certificatesQuery(params) });
  return certificatesPageSchema.parse(answer);
}

export function listCertificatesQueryOptions(params: ListCertificatesParams) {
  return queryOptions({
    queryKey: [...certificatesKeys.all, 'list', params],
    queryFn: () => listCertificates(params),
    placeholderData: keepPreviousData,
  });
}

export function useListCertificates(params: ListCertificatesParams) {
  return useQuery(listCertificatesQueryOptions(params));
}
