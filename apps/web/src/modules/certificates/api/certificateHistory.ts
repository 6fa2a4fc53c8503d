import {
  apiPath,
  type CertificateHistoryEntry,
  certificateHistoryResponseSchema,
} from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { certificatesKeys } from '../certificatesScope';

/** GET /api/certifields/{id}/history: who changed what of a certificate, oldest first (Admin). */
export async function certificateHistory(id: number): Promise<CertificateHistoryEntry[]> {
  return certificateHistoryResponseSchema.parse(
    await http.get(apiPath('certifieldHistory', { id })),
  ).data;
}

/** Under the certificates' keys: an edit or a status change refreshes it. */
export const certificateHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...certificatesKeys.all, 'history', id],
    queryFn: () => certificateHistory(id),
  });

export const useCertificateHistory = (id: number | null) =>
  useQuery({ ...certificateHistoryQueryOptions(id ?? 0), enabled: id !== null });
