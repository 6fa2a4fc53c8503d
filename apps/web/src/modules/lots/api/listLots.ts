import { type Lot, type lotOrderColumns, lotsPageSchema } from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { lotsKeys, lotsPaths } from '../lotsScope';

export type LotOrderColumn = (typeof lotOrderColumns)[number];
export type LotFilters = { state?: string | undefined; numberTP?: string | undefined };
export type ListLotsParams = LotFilters & {
  page: number;
  limit: number;
  order_by: LotOrderColumn;
  order_direction: 'asc' | 'desc';
};
export type LotsPage = { data: Lot[]; total: number; page: number; limit: number };

/** GET /api/certifieldLotes?limit&page&order_by&order_direction&state&numberTP. */
export async function listLots(params: ListLotsParams): Promise<LotsPage> {
  return lotsPageSchema.parse(await http.get(lotsPaths.list, { query: params }));
}

export function listLotsQueryOptions(params: ListLotsParams) {
  return queryOptions({
    queryKey: [...lotsKeys.all, 'list', params],
    queryFn: () => listLots(params),
    placeholderData: keepPreviousData,
  });
}

export function useListLots(params: ListLotsParams) {
  return useQuery(listLotsQueryOptions(params));
}
