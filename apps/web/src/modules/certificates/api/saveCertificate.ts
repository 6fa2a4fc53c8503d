import {
  apiPaths,
  type Certificate,
  certificateResponseSchema,
  type createCertificateInputSchema,
  type updateCertificateInputSchema,
} from '@aptovial/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { waitsWithOverlay } from '../../../shared/ui/overlayMutations';
import { certificatesKeys } from '../certificatesScope';

export type SaveCertificateInput =
  | { kind: 'create'; body: z.output<typeof createCertificateInputSchema> }
  | { kind: 'update'; body: z.output<typeof updateCertificateInputSchema> };

/** POST createCertifields issues a certificate; PUT updatedCertifields edits one (by id). */
export async function saveCertificate(input: SaveCertificateInput): Promise<Certificate> {
  const answer =
    input.kind === 'create'
      ? await http.post(apiPaths.createCertifields, input.body)
      : await http.put(apiPaths.updatedCertifields, input.body);
  return certificateResponseSchema.parse(answer).data;
}

export function saveCertificateMutationOptions() {
  return mutationOptions({
    mutationKey: ['certificates', 'save'],
    mutationFn: saveCertificate,
    meta: waitsWithOverlay,
  });
}

export function useSaveCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveCertificateMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificatesKeys.all }),
  });
}
