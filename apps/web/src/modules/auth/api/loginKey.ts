import { apiPaths, type LoginKey, loginKeySchema } from '@aptovial/shared';
import { queryOptions, usePrefetchQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/api/http';

const loginKeyResponseSchema = z.object({ data: loginKeySchema });

/** GET /api/auth/login-key: the public key credentials are encrypted with. */
export async function fetchLoginKey(): Promise<LoginKey> {
  return loginKeyResponseSchema.parse(await http.get(apiPaths.loginKey)).data;
}

export const loginKeyQueryKey = ['auth', 'loginKey'] as const;

export function loginKeyQueryOptions() {
  // The server lets browsers cache it five minutes; so does the query cache.
  return queryOptions({ queryKey: loginKeyQueryKey, queryFn: fetchLoginKey, staleTime: 300_000 });
}

/** Fetched while the person types, so the submit does not wait for it. */
export function usePrefetchLoginKey(): void {
  usePrefetchQuery(loginKeyQueryOptions());
}
