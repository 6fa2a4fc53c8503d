import {
  apiPaths,
  type listPaymentsQuerySchema,
  paymentsPageSchema,
  toQueryParams,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import type { ListFilters } from '../../../shared/ui/list/listParams';
import { paymentsKeys } from '../paymentsScope';

export type ListPaymentsParams = z.output<typeof listPaymentsQuerySchema>;
export type PaymentOrderColumn = ListPaymentsParams['order_by'];
export type PaymentFilters = ListFilters<typeof listPaymentsQuerySchema>;
export type PaymentsPage = z.output<typeof paymentsPageSchema>;

/**
 * GET /api/payments/c2p: the payments, paginated, sorted and filtered (docs/product/entities.md).
 */
export async function listPayments(params: ListPaymentsParams): Promise<PaymentsPage> {
  const answer = await http.get(apiPaths.chargeC2p, { query: toQueryParams(params) });
  return paymentsPageSchema.parse(answer);
}

/** The list's page for `params` (the start-up prefetch and the page share this key). */
export function listPaymentsQueryOptions(params: ListPaymentsParams) {
  return queryOptions({
    queryKey: [...paymentsKeys.lists, params],
    queryFn: () => listPayments(params),
    placeholderData: keepPreviousData,
  });
}
