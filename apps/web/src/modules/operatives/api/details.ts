import {
  apiPath,
  apiPaths,
  type Operative,
  type OperativeCommission,
  operativeCertificateCountResponseSchema,
  operativeCommissionResponseSchema,
  operativeResponseSchema,
  toQueryParams,
} from '@aptovial/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { operativesScope } from '../operativesScope';

export type OperativeCertificateCount = z.output<
  typeof operativeCertificateCountResponseSchema
>['data'];
export type CommissionQuery = { id?: number; date_range?: readonly [string, string] | undefined };

/** GET /api/operationals/operationalDetails/{id}: one operative with its live totals. */
export async function fetchOperative(id: number): Promise<Operative> {
  const answer = await http.get(apiPath('operativeDetails', { id }));
  return operativeResponseSchema.parse(answer).data;
}

/** GET /api/operationals/countCertifieldInOperation/{id}: certificates issued there, by type. */
export async function fetchCertificateCount(id: number): Promise<OperativeCertificateCount> {
  const answer = await http.get(apiPath('operativeCertificateCount', { id }));
  return operativeCertificateCountResponseSchema.parse(answer).data;
}

/** GET /api/operationals/createCommission: what one operative (or a range of them) owes. */
export async function fetchCommission(query: CommissionQuery): Promise<OperativeCommission> {
  const answer = await http.get(apiPaths.operativeCommission, { query: toQueryParams(query) });
  return operativeCommissionResponseSchema.parse(answer).data;
}

export function useOperative(id: number) {
  return useQuery({ queryKey: operativesScope.details(id), queryFn: () => fetchOperative(id) });
}

export function useCertificateCount(id: number) {
  return useQuery({
    queryKey: operativesScope.certificates(id),
    queryFn: () => fetchCertificateCount(id),
  });
}

export function useCommission(query: CommissionQuery) {
  return useQuery({
    queryKey: operativesScope.commission(query),
    queryFn: () => fetchCommission(query),
    placeholderData: keepPreviousData,
  });
}
