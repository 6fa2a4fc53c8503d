import { apiPaths, type CertifieldAmount, certifieldAmountResponseSchema } from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { codeOf } from '../../../shared/api/errorMessage';
import { http } from '../../../shared/api/http';
import { commissionKeys } from '../commissionsScope';

/** Answers that asking again will not change: no commission yet, or no price at all. */
const SETTLED = new Set(['COMMISSION_NOT_SET', 'DOLLAR_PRICE_UNAVAILABLE']);

/** GET /api/dollarCalculation/certifieldAmount: the commission, dollar price and bolívares in force. */
export async function fetchCommissionAmount(): Promise<CertifieldAmount> {
  return certifieldAmountResponseSchema.parse(await http.get(apiPaths.certifieldAmount)).data;
}

/** The amount in force (the start-up prefetch and the page share this key). */
export function commissionAmountQueryOptions() {
  return queryOptions({
    queryKey: commissionKeys.amount,
    queryFn: fetchCommissionAmount,
    retry: (failures, error) => !SETTLED.has(codeOf(error) ?? '') && failures < 1,
  });
}

export function useCommissionAmount() {
  return useQuery(commissionAmountQueryOptions());
}
