import {
  apiPaths,
  type CertifieldAmount,
  certifieldAmountResponseSchema,
  preRegisterOperativeResponseSchema,
  toQueryParams,
} from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { codeOf } from '../../../shared/api/errorMessage';
import { http } from '../../../shared/api/http';
import { operativesKeys } from '../operativesScope';

/** Answers that asking again will not change: no commission yet, or no price at all. */
const SETTLED = new Set(['COMMISSION_NOT_SET', 'DOLLAR_PRICE_UNAVAILABLE']);

/** GET /api/dollarCalculation/certifieldAmount: the price an operative charges, with its rate. */
export async function fetchPriceInForce(): Promise<CertifieldAmount> {
  return certifieldAmountResponseSchema.parse(await http.get(apiPaths.certifieldAmount)).data;
}

export function priceInForceQueryOptions() {
  return queryOptions({
    queryKey: operativesKeys.price,
    queryFn: fetchPriceInForce,
    // The rate moves during the day: the form shows (and sends) the one in force now.
    staleTime: 60_000,
    retry: (failures, error) => !SETTLED.has(codeOf(error) ?? '') && failures < 1,
  });
}

export function usePriceInForce() {
  return useQuery(priceInForceQueryOptions());
}

/**
 * GET /api/preRegister/PreRegisterOperative: the open requests of the place (docs/product/rules.md:
 * their total goes with the new operative as totalUsers). Asked once both are chosen.
 */
export async function fetchApplicantsCount(state: string, municipality: number): Promise<number> {
  const answer = await http.get(apiPaths.preRegisterOperative, {
    query: toQueryParams({ state, municipality }),
  });
  return preRegisterOperativeResponseSchema.parse(answer).total;
}

export function useApplicantsCount(state: string, municipality: number | null) {
  return useQuery({
    queryKey: operativesKeys.applicantsOf(state, municipality ?? 0),
    queryFn: () => fetchApplicantsCount(state, municipality ?? 0),
    enabled: state !== '' && municipality !== null,
  });
}
