import type { QueryClient } from '@tanstack/react-query';
import { resetLoading } from '../ui/loadingStore';
import { useSessionStore } from './sessionStore';

/** Forgets the session (token included) and resets the UI flags. */
export function resetLocalState(): void {
  useSessionStore.getState().clear();
  resetLoading();
}

/** Forgets everything this tab knows about the user: session, token, flags and cached data. */
export function resetClientState(queryClient: QueryClient): void {
  resetLocalState();
  queryClient.clear();
}
