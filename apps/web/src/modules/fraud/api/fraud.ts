import {
  apiPath,
  apiPaths,
  type FraudSignalsQuery,
  fraudRecalcResponseSchema,
  fraudSignalResponseSchema,
  fraudSignalsPageSchema,
  type fraudSignalsQuerySchema,
  fraudThresholdsResponseSchema,
  toQueryParams,
  type UpdateFraudThresholdsInput,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import type { ListFilters } from '../../../shared/ui/list/listParams';
import { fraudKeys } from '../fraudScope';

export type FraudFilters = ListFilters<typeof fraudSignalsQuerySchema>;

export function fraudListOptions(query: FraudSignalsQuery) {
  return queryOptions({
    queryKey: fraudKeys.list(query),
    queryFn: async () =>
      fraudSignalsPageSchema.parse(
        await http.get(apiPaths.fraudSignals, { query: toQueryParams(query) }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function fraudSignalOptions(id: number) {
  return queryOptions({
    queryKey: fraudKeys.one(id),
    queryFn: async () =>
      fraudSignalResponseSchema.parse(await http.get(apiPath('fraudSignal', { id }))).data,
  });
}

export function fraudThresholdsOptions() {
  return queryOptions({
    queryKey: fraudKeys.thresholds,
    queryFn: async () =>
      fraudThresholdsResponseSchema.parse(await http.get(apiPaths.fraudThresholds)).data,
  });
}

export async function saveFraudThresholds(input: UpdateFraudThresholdsInput) {
  return fraudThresholdsResponseSchema.parse(await http.put(apiPaths.fraudThresholds, input)).data;
}

export async function recalculateFraud() {
  return fraudRecalcResponseSchema.parse(await http.post(apiPaths.fraudRecalc, {})).data;
}
