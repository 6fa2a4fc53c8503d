import {
  apiPaths,
  type UnfitWarnings,
  unfitWarningsQuerySchema,
  unfitWarningsResponseSchema,
} from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { unfitKeys } from '../unfitScope';

export type UnfitDriver = { dni: string; nationality: string; grade: string };

/** GET /api/unfitFindings/warnings: other doctors' "No apto" for the driver and grade (30 days). */
export async function fetchUnfitWarnings(driver: UnfitDriver): Promise<UnfitWarnings> {
  return unfitWarningsResponseSchema.parse(
    await http.get(apiPaths.unfitWarnings, { query: driver }),
  ).data;
}

/** Asked once the form holds a whole dni and a grade; nothing while either is being typed. */
export function useUnfitWarnings(driver: UnfitDriver) {
  return useQuery(
    queryOptions({
      queryKey: [...unfitKeys.warnings, driver],
      queryFn: () => fetchUnfitWarnings(driver),
      enabled: unfitWarningsQuerySchema.safeParse(driver).success,
      staleTime: 60_000,
      // A warning is advice: a failed check shows nothing rather than retrying at the doctor.
      retry: false,
    }),
  );
}
