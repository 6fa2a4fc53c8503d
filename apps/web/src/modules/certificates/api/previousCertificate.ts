import {
  apiPaths,
  dniSchema,
  type PreviousCertificate,
  previousCertificateResponseSchema,
} from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/apiError';
import { http } from '../../../shared/api/http';
import { roadCertificatesKeys } from '../certificatesScope';

export type Driver = { dni: string; nationality: string };

/**
 * GET /api/credentialMedic/previousCertificate?dni&nationality: the driver's newest certificate,
 * for copying into the form; null when they have none.
 */
export async function fetchPreviousCertificate(
  driver: Driver,
): Promise<PreviousCertificate | null> {
  try {
    const answer = await http.get(apiPaths.previousCertificateVial, { query: driver });
    return previousCertificateResponseSchema.parse(answer).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function usePreviousCertificate(driver: Driver) {
  return useQuery(
    queryOptions({
      queryKey: [...roadCertificatesKeys.all, 'previous', driver],
      queryFn: () => fetchPreviousCertificate(driver),
      enabled: dniSchema.safeParse(driver.dni).success,
      // A driver's history does not change while the doctor types: asked once per dni.
      staleTime: 5 * 60_000,
    }),
  );
}
