import {
  apiPaths,
  type PreRegistration,
  preRegisterSearchTypes,
  preRegistrationResponseSchema,
  preRegistrationsResponseSchema,
} from '@aptovial/shared';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { preRegisterKeys } from '../preRegisterScope';

export type PreRegisterSearchType = (typeof preRegisterSearchTypes)[number];
/** What the doctor asked for: a type ('' while none is chosen) and the text. */
export type PreRegisterSearch = { type: PreRegisterSearchType | ''; q: string };

export const isSearchType = (value: string): value is PreRegisterSearchType =>
  preRegisterSearchTypes.some((type) => type === value);

/** docs/product/rules.md: the search goes out only with both a type and a text. */
export function searchIsComplete(search: PreRegisterSearch): boolean {
  return search.type !== '' && search.q.trim() !== '';
}

/** GET /api/certifields/searchPreRegister?type&q: the open requests that match. */
export async function searchPreRegister(search: PreRegisterSearch): Promise<PreRegistration[]> {
  const answer = await http.get(apiPaths.searchPreRegister, {
    query: { type: search.type, q: search.q.trim() },
  });
  return preRegistrationsResponseSchema.parse(answer).data;
}

export function searchPreRegisterQueryOptions(search: PreRegisterSearch) {
  return queryOptions({
    queryKey: [...preRegisterKeys.search, search.type, search.q.trim()],
    queryFn: () => searchPreRegister(search),
    enabled: searchIsComplete(search),
    // A request served meanwhile must not be offered again from the cache.
    staleTime: 0,
  });
}

/** GET /api/certifields/getOneItemSearch?id: the chosen request, to fill the certificate form. */
export async function fetchOneItemSearch(id: number): Promise<PreRegistration> {
  const answer = await http.get(apiPaths.getOneItemSearch, { query: { id } });
  return preRegistrationResponseSchema.parse(answer).data;
}

/** docs/product/rules.md: fetching one item is skipped without an id. */
export function oneItemSearchQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: [...preRegisterKeys.search, 'one', id],
    queryFn: () => fetchOneItemSearch(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
  });
}
