import {
  apiPaths,
  type Certificate,
  certificateSchema,
  listCertificatesQuerySchema,
} from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/apiError';
import { http } from '../../../shared/api/http';
import { certificatesKeys } from '../certificatesScope';
import { listRoadCertificates } from './listRoadCertificates';

/**
 * By serial, by the holder's dni, by the issuing doctor's dni (searchDniCert), or (road medicine)
 * by the holder's name through the road list's paramCert. The API keeps a road session to its own.
 */
export type CertificateSearch =
  | { by: 'serial'; serial: string }
  | { by: 'dni' | 'doctor'; dni: string; nationality: 'V' | 'E' }
  | { by: 'name'; text: string };

export const certificateSearchKeys = [...certificatesKeys.all, 'search'] as const;

// One certificate or a list: both read as a list.
const foundSchema = z.object({
  data: z.union([z.array(certificateSchema), certificateSchema, z.null()]),
});

function requestOf(search: Exclude<CertificateSearch, { by: 'name' }>) {
  if (search.by === 'serial')
    return { path: apiPaths.certifieldsSearch, query: { serial: search.serial } };
  const path = search.by === 'dni' ? apiPaths.searchDni : apiPaths.searchDniCert;
  return { path, query: { dni: search.dni, nationality: search.nationality } };
}

/** A name finds many: the newest hundred (the API's largest page) are shown. */
const byName = (text: string) =>
  listCertificatesQuerySchema.parse({ paramCert: text, limit: '100' });

export async function searchCertificates(search: CertificateSearch): Promise<Certificate[]> {
  if (search.by === 'name') return (await listRoadCertificates(byName(search.text))).data;
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
  if (search.by === 'name') return { paramCert: search.text };
  if (search.by === 'dni') return { dni: search.dni, nationality: search.nationality };
  return { doctorDni: search.dni, doctorNationality: search.nationality };
}

export function searchedValueOf(search: CertificateSearch): string {
  if (search.by === 'serial') return search.serial;
  return search.by === 'name' ? search.text : search.dni;
}

export function searchCertificatesQueryOptions(search: CertificateSearch) {
  return queryOptions({
    queryKey: [...certificateSearchKeys, search],
    queryFn: () => searchCertificates(search),
    // docs/product/rules.md: a search with an empty value does nothing.
    enabled: searchedValueOf(search).trim() !== '',
  });
}

export function useSearchCertificates(search: CertificateSearch) {
  return useQuery(searchCertificatesQueryOptions(search));
}
