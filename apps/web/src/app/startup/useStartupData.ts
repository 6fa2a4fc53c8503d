import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  selectVerifiedSession,
  useSessionStore,
  type VerifiedSession,
} from '../../shared/session/sessionStore';
import { withOverlay } from '../../shared/ui/loadingStore';
import { startupQueriesFor } from './startupQueries';

/**
 * Loads what the session's first screens need into the query cache, under the loading overlay.
 * What the cache already holds (the layout mounted again) is not asked for, nor waited on, again.
 */
export async function loadStartupData(client: QueryClient, session: VerifiedSession) {
  const missing = startupQueriesFor(session).filter(
    (query) => client.getQueryData(query.queryKey) === undefined,
  );
  if (missing.length === 0) return;
  await withOverlay(Promise.all(missing.map((query) => query.prefetch(client))));
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
