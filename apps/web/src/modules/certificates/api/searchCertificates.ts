import { apiPaths, type Certificate, certificateSchema } from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/apiError';
import { http } from '../../../shared/api/http';
import { certificatesKeys } from '../certificatesScope';

/** By serial, by the holder's dni, or by the issuing doctor's dni (searchDniCert). */
export type CertificateSearch =
  | { by: 'serial'; serial: string }
  | { by: 'dni' | 'doctor'; dni: string; nationality: 'V' | 'E' };

// One certificate or a list: both read as a list.
const foundSchema = z.object({
  data: z.union([z.array(certificateSchema), certificateSchema, z.null()]),
});

function requestOf(search: CertificateSearch) {
  if (search.by === 'serial')
    return { path: apiPaths.certifieldsSearch, query: { serial: search.serial } };
  const path = search.by === 'dni' ? apiPaths.searchDni : apiPaths.searchDniCert;
  return { path, query: { dni: search.dni, nationality: search.nationality } };
}

export async function searchCertificates(search: CertificateSearch): Promise<Certificate[]> {
  const { path, query } = requestOf(search);
  try {
    const { data } = foundSchema.parse(await http.get(path, { query }));
    if (data === null) return [];
    return Array.isArray(data) ? data : [data];
  } catch (error) {
    // Nothing on that serial or dni: an empty result, not a failure.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** The report filters that find what a search found, for its Excel export. */
export function reportQueryOf(search: CertificateSearch): Record<string, string> {
  if (search.by === 'serial') return { serial: search.serial };
  if (search.by === 'dni') return { dni: search.dni, nationality: search.nationality };
  return { doctorDni: search.dni, doctorNationality: search.nationality };
}

export const searchedValueOf = (search: CertificateSearch) =>
  search.by === 'serial' ? search.serial : search.dni;

export function searchCertificatesQueryOptions(search: CertificateSearch) {
  return queryOptions({
    queryKey: [...certificatesKeys.all, 'search', search],
    queryFn: () => searchCertificates(search),
    // SPEC.md section 5: a search with an empty value does nothing.
    enabled: searchedValueOf(search).trim() !== '',
  });
}

export function useSearchCertificates(search: CertificateSearch) {
  return useQuery(searchCertificatesQueryOptions(search));
}
