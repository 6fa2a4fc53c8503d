import {
  apiPath,
  apiPaths,
  type C2pChargeInput,
  type C2pChargeResult,
  type Certificate,
  c2pChargeResponseSchema,
  type OperativeApplicantsQuery,
  operativeApplicantsPageSchema,
  type operativeApplicantsQuerySchema,
  toQueryParams,
} from '@aptovial/shared';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import type { ListFilters } from '../../../shared/ui/list/listParams';
import { waitsWithOverlay } from '../../../shared/ui/overlayMutations';
import { operativesKeys } from '../operativesScope';

export type ApplicantFilters = ListFilters<typeof operativeApplicantsQuerySchema>;
export type ApplicantsPage = z.output<typeof operativeApplicantsPageSchema>;

/** Under the module's keys: a transition (start, finish) refreshes the applicants too. */
export const applicantsKeys = {
  all: [...operativesKeys.all, 'applicants'] as const,
  of: (id: number) => [...operativesKeys.all, 'applicants', id] as const,
};

/** GET /api/operationals/applicants/{id}: the operative's applicants, who paid, who is certified. */
export async function listApplicants(
  id: number,
  query: OperativeApplicantsQuery,
): Promise<ApplicantsPage> {
  const answer = await http.get(apiPath('operativeApplicants', { id }), {
    query: toQueryParams(query),
  });
  return operativeApplicantsPageSchema.parse(answer);
}

export function applicantsQueryOptions(id: number, query: OperativeApplicantsQuery) {
  return queryOptions({
    queryKey: [...applicantsKeys.of(id), query],
    queryFn: () => listApplicants(id, query),
    placeholderData: keepPreviousData,
  });
}

/**
 * The applicant certified in every cached page of the operative at once: the row says
 * Certificado (and the loop skips it) before the list is asked again.
 */
export function markServed(
  client: QueryClient,
  operativeId: number,
  applicantId: number,
  certificate: Pick<Certificate, 'id' | 'serial'>,
): void {
  client.setQueriesData<ApplicantsPage>({ queryKey: applicantsKeys.of(operativeId) }, (page) =>
    page === undefined
      ? page
      : {
          ...page,
          data: page.data.map((applicant) =>
            applicant.id === applicantId
              ? { ...applicant, certificateId: certificate.id, serial: String(certificate.serial) }
              : applicant,
          ),
        },
  );
  void client.invalidateQueries({ queryKey: operativesKeys.all });
}

/**
 * POST /api/payments/c2p at the operative: sent once (a charge is never retried by the page).
 * The answer's status says the outcome: approved (201), pending (202), failed (200).
 */
export async function chargeApplicant(input: C2pChargeInput): Promise<C2pChargeResult> {
  return c2pChargeResponseSchema.parse(await http.post(apiPaths.chargeC2p, input)).data;
}

export function useChargeApplicant() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...applicantsKeys.all, 'charge'],
    mutationFn: chargeApplicant,
    meta: waitsWithOverlay,
    // The list's badge and the operative's collected total follow (the payments list asks
    // again whenever it opens).
    onSettled: () => client.invalidateQueries({ queryKey: operativesKeys.all }),
  });
}
