import type { RouteName } from '@aptovial/shared';
import { ApiError } from '../shared/api/apiError';
import { i18n } from '../shared/i18n/i18n';
import { pendingLogin, resetProof } from '../shared/session/authFlow';
import { resetLocalState } from '../shared/session/clientState';
import { selectVerifiedSession, useSessionStore } from '../shared/session/sessionStore';
import type { GuardDeps } from './guards';

function sessionCheckMessage(error: unknown): string {
  // A refused token reads better as "session expired" than as the raw 401 text.
  if (error instanceof ApiError && error.status !== 401 && error.status !== 403) {
    return error.message;
  }
  return i18n.t('session.checkFailed');
}

async function showSessionCheckError(error: unknown): Promise<void> {
  // The alert library is only fetched when there is something to show.
  const { errorAlert } = await import('../shared/ui/alerts');
  await errorAlert(sessionCheckMessage(error));
}

async function clearCachedServerData(): Promise<void> {
  // Loaded on demand: the landing's first view ships without TanStack Query.
  const { queryClient } = await import('./queryClient');
  queryClient.clear();
}

/** The guards wired to the real session store, API and alerts. */
export function createGuardDeps(signedInHome: RouteName): GuardDeps {
  return {
    readToken: () => useSessionStore.getState().token,
    readVerifiedSession: () => selectVerifiedSession(useSessionStore.getState()),
    checkSession: async (token) => {
      const { checkSession } = await import('../shared/session/checkSession');
      return checkSession(token);
    },
    onVerified: (session) => useSessionStore.getState().signIn(session),
    onCheckFailed: (error) => {
      // The token goes now, before the redirect, or the landing would bounce back to /home.
      resetLocalState();
      // A chunk that fails to load here leaves nothing to clean or show: the redirect stands.
      clearCachedServerData().catch(() => {});
      showSessionCheckError(error).catch(() => {});
    },
    signedInHome,
    hasPendingLogin: () => pendingLogin.read() !== null,
    hasResetProof: () => resetProof.read() !== null,
  };
}
