import {
  apiPath,
  apiPaths,
  type Certificate,
  type CreateCertifieldsPayInput,
  type CreateRoadCertificateInput,
  certificateResponseSchema,
  type updateRoadCertificateInputSchema,
} from '@aptovial/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { waitsWithOverlay } from '../../../shared/ui/overlayMutations';
import { certificatesKeys } from '../certificatesScope';
import { putFirst, replaceCertificate } from './roadCertificateCache';

/** The certificate, and the public's request it serves when it was issued from one. */
export type RoadIssueInput = CreateRoadCertificateInput;
/** The certificate and the mobile payment it is issued against (decision 0023). */
export type PaidRoadIssueInput = CreateCertifieldsPayInput;
export type RoadUpdateInput = {
  id: number;
  /** Only the fields that changed. */
  body: z.output<typeof updateRoadCertificateInputSchema>;
};

/** POST /api/credentialMedic/createCertifields: the doctor issues as their own college number. */
export async function issueRoadCertificate(body: RoadIssueInput): Promise<Certificate> {
  const answer = await http.post(apiPaths.createCertifieldsVial, body);
  return certificateResponseSchema.parse(answer).data;
}

/** PUT /api/certifields/updatedCertifieldsVial/{id}: the changed fields of a road certificate. */
export async function updateRoadCertificate({ id, body }: RoadUpdateInput): Promise<Certificate> {
  const answer = await http.put(apiPath('updatedCertifieldsVial', { id }), body);
  return certificateResponseSchema.parse(answer).data;
}

/**
 * POST /api/credentialMedic/createCertifieldsPay: the same certificate, paid with a mobile payment
 * the server finds at the bank again (the client's copy of it is never trusted).
 */
export async function issuePaidRoadCertificate(body: PaidRoadIssueInput): Promise<Certificate> {
  const answer = await http.post(apiPaths.createCertifieldsPayVial, body);
  return certificateResponseSchema.parse(answer).data;
}

/** Issues one certificate: against a payment when the input carries one. */
export function useIssueRoadCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...certificatesKeys.all, 'road', 'issue'],
    mutationFn: (input: RoadIssueInput | PaidRoadIssueInput) =>
      'payment' in input ? issuePaidRoadCertificate(input) : issueRoadCertificate(input),
    meta: waitsWithOverlay,
    onSuccess: (certificate) => {
      putFirst(client, certificate);
      // The lists, the next free serial and the panel follow in the background.
      void client.invalidateQueries({ queryKey: certificatesKeys.all });
    },
  });
}

export function useUpdateRoadCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...certificatesKeys.all, 'road', 'update'],
    mutationFn: updateRoadCertificate,
    meta: waitsWithOverlay,
    // The answer is the certificate as it now is: no list needs asking again.
    onSuccess: (certificate) => replaceCertificate(client, certificate),
  });
}
