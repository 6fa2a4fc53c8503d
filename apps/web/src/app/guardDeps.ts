import type { RouteName } from '@aptovial/shared';
import { ApiError } from '../shared/api/apiError';
import { i18n } from '../shared/i18n/i18n';
import { readDeploymentMode } from '../shared/mode/deploymentMode';
import { pendingLogin, resetProof } from '../shared/session/authFlow';
import { resetLocalState } from '../shared/session/clientState';
import { isSessionRefusal } from '../shared/session/sessionEvents';
import {
  selectVerifiedSession,
  sessionMode,
  useSessionStore,
} from '../shared/session/sessionStore';
import { borrowSessionToken } from '../shared/session/tabSync';
import { takeSessionCheck } from './earlySessionCheck';
import type { GuardDeps } from './guards';

function sessionCheckMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : i18n.t('session.checkFailed');
}

async function showSessionCheckError(error: unknown): Promise<void> {
  // A refused session is said on the sign-in page itself ("Su sesión expiró", decision 0069).
  if (isSessionRefusal(error)) return;
  // The alert library is only fetched when there is something to show.
  const { errorAlert } = await import('../shared/ui/alerts');
  await errorAlert(sessionCheckMessage(error));
}

export async function clearCachedServerData(): Promise<void> {
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
      const early = takeSessionCheck(token);
      if (early !== null) return early;
      const { checkSession } = await import('../shared/session/checkSession');
      return checkSession(token);
    },
    onVerified: (session) => useSessionStore.getState().signIn(session),
    onCheckFailed: (error) => {
      // The token goes now, before the redirect, or the sign-in would bounce back to the profile.
      resetLocalState();
      // A chunk that fails to load here leaves nothing to clean or show: the redirect stands.
      clearCachedServerData().catch(() => {});
      showSessionCheckError(error).catch(() => {});
    },
    signedInHome,
    hasPendingLogin: () => pendingLogin.read() !== null,
    hasResetProof: () => resetProof.read() !== null,
    borrowToken: borrowSessionToken,
    onBorrowed: (token) => useSessionStore.getState().adoptToken(token),
    readSessionMode: () => sessionMode.read(),
    deploymentMode: () => readDeploymentMode(),
  };
}
