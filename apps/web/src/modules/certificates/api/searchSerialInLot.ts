import { apiPaths, serialInLotResponseSchema } from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { certificatesKeys } from '../certificatesScope';

export type SerialInLot = z.infer<typeof serialInLotResponseSchema>['data'];

/** GET /api/certifields/searchSerialInLote?serial: the lot holding a serial, and its certificate. */
export async function searchSerialInLot(serial: string): Promise<SerialInLot> {
  const answer = await http.get(apiPaths.searchSerialInLote, { query: { serial } });
  return serialInLotResponseSchema.parse(answer).data;
}

export function searchSerialInLotQueryOptions(serial: string) {
  return queryOptions({
    queryKey: [...certificatesKeys.all, 'serialInLot', serial],
    queryFn: () => searchSerialInLot(serial),
    enabled: /^\d{1,10}$/.test(serial) && Number(serial) > 0,
  });
}

export function useSearchSerialInLot(serial: string) {
  return useQuery(searchSerialInLotQueryOptions(serial));
}
