import {
  apiPath,
  apiPaths,
  type listPreRegistersQuerySchema,
  type PreRegistrationWithPayment,
  preRegistrationDetailResponseSchema,
  preRegistrationsPageSchema,
  toQueryParams,
} from '@aptovial/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';
import type { ListFilters } from '../../../shared/ui/list/listParams';
import { preRegisterKeys } from '../preRegisterScope';

export type ListPreRegistersParams = z.output<typeof listPreRegistersQuerySchema>;
export type PreRegisterOrderColumn = ListPreRegistersParams['order_by'];
export type PreRegisterFilters = ListFilters<typeof listPreRegistersQuerySchema>;
export type PreRegistersPage = z.output<typeof preRegistrationsPageSchema>;

/** GET /api/preRegister: the public's requests, paginated, sorted and filtered (Admin only). */
export async function listPreRegisters(params: ListPreRegistersParams): Promise<PreRegistersPage> {
  const answer = await http.get(apiPaths.preRegister, { query: toQueryParams(params) });
  return preRegistrationsPageSchema.parse(answer);
}

/** The list's page for `params` (the start-up prefetch and the page share this key). */
export function listPreRegistersQueryOptions(params: ListPreRegistersParams) {
  return queryOptions({
    queryKey: [...preRegisterKeys.lists, params],
    queryFn: () => listPreRegisters(params),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/preRegister/{id}: one request and its last charge, for its detail. */
export async function fetchPreRegister(id: number): Promise<PreRegistrationWithPayment> {
  const answer = await http.get(apiPath('preRegisterOne', { id }));
  return preRegistrationDetailResponseSchema.parse(answer).data;
}

export function usePreRegister(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...preRegisterKeys.all, 'one', id],
      queryFn: () => fetchPreRegister(id ?? 0),
      enabled: id !== null,
    }),
  );
}
