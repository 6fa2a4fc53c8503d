import { type Certificate, certificateResponseSchema } from '@aptovial/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { certificatesKeys, certificatesPaths } from '../certificatesScope';

export type CertificateStatusInput = { id: number; enable: boolean; reason: string };

/** PUT disableCertifields/{id} or the Admin's enableCertifields/{id}, each with its reason. */
export async function setCertificateStatus({
  id,
  enable,
  reason,
}: CertificateStatusInput): Promise<Certificate> {
  const path = enable ? certificatesPaths.enable(id) : certificatesPaths.disable(id);
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
