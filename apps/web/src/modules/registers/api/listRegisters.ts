import { type Register, type registerOrderColumns, registersPageSchema } from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import {
  type RegistersScope,
  type RegisterTypeCode,
  registersKeys,
  registersPaths,
} from '../registersScope';

export type RegisterOrderColumn = (typeof registerOrderColumns)[number];

export type RegisterFilters = {
  state?: string | undefined;
  specialty?: string | undefined;
  type?: RegisterTypeCode | undefined;
  medicVial?: boolean | undefined;
  genders?: 'M' | 'F' | undefined;
};

export type ListRegistersParams = RegisterFilters & {
  page: number;
  limit: number;
  order_by: RegisterOrderColumn;
  order_direction: 'asc' | 'desc';
};

export type RegistersPage = { data: Register[]; total: number; page: number; limit: number };

/** GET /api/register (or /listMedicsINTT)?limit&page&order_by&order_direction&filters. */
export async function listRegisters(
  scope: RegistersScope,
  params: ListRegistersParams,
): Promise<RegistersPage> {
  const answer = await http.get(registersPaths[scope].list, { query: params });
  return registersPageSchema.parse(answer);
}

export function listRegistersQueryOptions(scope: RegistersScope, params: ListRegistersParams) {
  return queryOptions({
    queryKey: [...registersKeys.all(scope), 'list', params],
    queryFn: () => listRegisters(scope, params),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useListRegisters(scope: RegistersScope, params: ListRegistersParams) {
  return useQuery(listRegistersQueryOptions(scope, params));
}
