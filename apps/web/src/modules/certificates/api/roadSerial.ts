import {
  apiPaths,
  nextSerialResponseSchema,
  roadSerialResponseSchema,
  serialQuerySchema,
} from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { roadCertificatesKeys } from '../certificatesScope';

export type RoadSerial = z.infer<typeof roadSerialResponseSchema>['data'];
export type NextSerial = z.infer<typeof nextSerialResponseSchema>['data'];

/**
 * GET /api/credentialMedic/searchSerialInLote?serial: the lot holding a serial, whether it is of
 * the doctor's state, and the certificate already on it.
 */
export async function searchRoadSerial(serial: string): Promise<RoadSerial> {
  const answer = await http.get(apiPaths.searchSerialInLoteVial, { query: { serial } });
  return roadSerialResponseSchema.parse(answer).data;
}

export function useRoadSerialCheck(serial: string) {
  return useQuery(
    queryOptions({
      queryKey: [...roadCertificatesKeys.all, 'serial', serial],
      queryFn: () => searchRoadSerial(serial),
      enabled: serialQuerySchema.safeParse(serial).success,
    }),
  );
}

/** GET /api/credentialMedic/nextSerial: the next free serial of the doctor's lots, to offer. */
export async function fetchNextSerial(): Promise<NextSerial> {
  return nextSerialResponseSchema.parse(await http.get(apiPaths.nextSerialVial)).data;
}

export function nextSerialQueryOptions() {
  return queryOptions({
    queryKey: [...roadCertificatesKeys.all, 'nextSerial'],
    queryFn: fetchNextSerial,
    // Asked again on every opening: another doctor of the state may have used it meanwhile.
    staleTime: 0,
  });
}
