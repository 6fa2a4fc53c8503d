import { useState } from 'react';
import { toggledSort } from '../../shared/ui/SortHeader';
import type {
  CertificateFilters,
  CertificateOrderColumn,
  ListCertificatesParams,
} from './api/listCertificates';

/** SPEC.md section 9: page 1, 10 per page, newest first, an empty date range. */
const initialParams: ListCertificatesParams = {
  page: 1,
  limit: 10,
  order_by: 'createdAt',
  order_direction: 'desc',
};

const filterOf = (filters: CertificateFilters): CertificateFilters => ({
  state: filters.state,
  grade: filters.grade,
  typeCertifields: filters.typeCertifields,
  status: filters.status,
  numberTP: filters.numberTP,
  specialty: filters.specialty,
  paramCert: filters.paramCert,
  allCertificates: filters.allCertificates,
  from: filters.from,
  to: filters.to,
});

/** The certificates list's query: a new filter or order goes back to page 1. */
export function useCertificatesListState() {
  const [params, setParams] = useState<ListCertificatesParams>(initialParams);
  const filters = filterOf(params);
  return {
    params,
    filters,
    hasFilters: Object.values(filters).some((value) => value !== undefined && value !== ''),
    setPage: (page: number) => setParams((current) => ({ ...current, page })),
    setFilters: (next: CertificateFilters) =>
      setParams((current) => ({ ...current, ...filterOf(next), page: 1 })),
    toggleSort: (column: CertificateOrderColumn) =>
      setParams((current) => ({ ...current, ...toggledSort(current, column) })),
  };
}
