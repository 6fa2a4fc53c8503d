import { type AppMode, termsPaths, termsResponseSchema } from '@aptovial/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/api/http';

export type Terms = z.infer<typeof termsResponseSchema>['data'];

/** GET the terms text of a login's module (public: read before accepting). */
export async function fetchTerms(mode: AppMode): Promise<Terms> {
  return termsResponseSchema.parse(await http.get(termsPaths[mode])).data;
}

export function termsQueryOptions(mode: AppMode) {
  return queryOptions({ queryKey: ['auth', 'terms', mode], queryFn: () => fetchTerms(mode) });
}

export function useTerms(mode: AppMode) {
  return useQuery(termsQueryOptions(mode));
}
