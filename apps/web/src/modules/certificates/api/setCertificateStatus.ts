import {
  apiPath,
  type Certificate,
  certificateResponseSchema,
  type certificateStatusInputSchema,
} from '@aptovial/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { certificatesKeys } from '../certificatesScope';

export type CertificateStatusInput = { id: number; enable: boolean } & z.input<
  typeof certificateStatusInputSchema
>;

/** PUT disableCertifields/{id} or the Admin's enableCertifields/{id}, each with its reason. */
export async function setCertificateStatus({
  id,
  enable,
  reason,
}: CertificateStatusInput): Promise<Certificate> {
  const path = apiPath(enable ? 'enableCertifields' : 'disableCertifields', { id });
  return certificateResponseSchema.parse(await http.put(path, { reason })).data;
}

export function setCertificateStatusMutationOptions() {
  return mutationOptions({
    mutationKey: ['certificates', 'status'],
    mutationFn: setCertificateStatus,
  });
}

export function useSetCertificateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setCertificateStatusMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificatesKeys.all }),
  });
}
