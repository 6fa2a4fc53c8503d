import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  selectVerifiedSession,
  useSessionStore,
  type VerifiedSession,
} from '../../shared/session/sessionStore';
import { startupQueriesFor } from './startupQueries';

// A screen that keeps asking (a polled status) does not hold the lists back longer than this.
const SCREEN_WAIT_MS = 3_000;

/** Resolves once nothing is in flight: the screen that opened has its own data (decision 0088). */
function screenDataIn(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    const timer = setTimeout(done, SCREEN_WAIT_MS);
  });
}

/**
 * Loads what the session's first screens need into the query cache, in the background once the
 * screen that opened has its own data (it asks for it itself, and a start-up list it shares is
 * the same request): the screen shows as soon as it can instead of under the loading overlay
 * until every list is in (decision 0088), and the lists it does not need do not compete with its
 * own on the server. What the cache already holds (the layout mounted again) is not asked again.
 */
export async function loadStartupData(client: QueryClient, session: VerifiedSession) {
  await screenDataIn(client);
  const missing = startupQueriesFor(session).filter(
    (query) => client.getQueryData(query.queryKey) === undefined,
  );
  await Promise.all(missing.map((query) => query.prefetch(client)));
}

/**
 * docs/product/roles.md, start-up data: after sign-in and on a reload with a session. A new session
 * (another token, or Cambiar Sesión to another module or role) loads its own.
 */
export function useStartupData(): void {
  const client = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const module = useSessionStore((state) => state.module);
  const role = useSessionStore((state) => state.role);
  useEffect(() => {
    if (token === null || module === null || role === null) return;
    const session = selectVerifiedSession(useSessionStore.getState());
    if (session?.step === 'ready') void loadStartupData(client, session);
  }, [client, token, module, role]);
}
