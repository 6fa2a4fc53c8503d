import {
  apiPaths,
  type PaymentsSummary,
  type paymentsSummaryQuerySchema,
  paymentsSummaryResponseSchema,
  toQueryParams,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import { paymentsKeys } from '../paymentsScope';

/** The range summed, as the API reads it; none is the month so far. */
export type PaymentsSummaryQuery = z.output<typeof paymentsSummaryQuerySchema>;

/** GET /api/payments/summary: approved, pending and failed payments of a range, and by day. */
export async function fetchPaymentsSummary(query: PaymentsSummaryQuery): Promise<PaymentsSummary> {
  const answer = await http.get(apiPaths.paymentsSummary, { query: toQueryParams(query) });
  return paymentsSummaryResponseSchema.parse(answer).data;
}

export function paymentsSummaryQueryOptions(query: PaymentsSummaryQuery) {
  return queryOptions({
    queryKey: [...paymentsKeys.summary, query],
    queryFn: () => fetchPaymentsSummary(query),
    // A new range keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** The road panel's money figures (dashboardMVial), for the panel's range. */
export function usePaymentsSummary(query: PaymentsSummaryQuery) {
  return useQuery(paymentsSummaryQueryOptions(query));
}
