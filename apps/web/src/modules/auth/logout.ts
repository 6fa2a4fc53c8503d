import type { AppMode, Module, RouteName } from '@aptovial/shared';
import { modeOfModule, pathTo } from '@aptovial/shared';
import type { QueryClient } from '@tanstack/react-query';
import { resetClientState } from '../../shared/session/clientState';
import { useSessionStore } from '../../shared/session/sessionStore';
import { announceSignOut } from '../../shared/session/tabSync';
import { revokeServerSession } from './api/logout';
import { loginRouteOfMode } from './loginRoutes';

/**
 * docs/product/screens.md: medics and nurses log in at `login`, INTT and medicVial at their own.
 */
export function loginRouteOf(module: Module | null, fallbackMode: AppMode): RouteName {
  return loginRouteOfMode[module === null ? fallbackMode : modeOfModule(module)];
}

export type LogoutDeps = {
  queryClient: QueryClient;
  navigate: (path: string, options: { replace: boolean }) => unknown;
  /** Used when the session has no module any more (say, a half-finished sign-in). */
  fallbackMode: AppMode;
  /** Tells the server to revoke the token; the real call unless a test replaces it. */
  revokeSession?: () => Promise<void>;
};

/**
 * Asks the server to revoke the session (a failure is ignored: the person is leaving either
 * way), tells the other tabs (they sign out too, decision 0069), then removes the token, resets
 * all state and goes to the login of the user's module.
 */
export async function logout({
  queryClient,
  navigate,
  fallbackMode,
  revokeSession = revokeServerSession,
}: LogoutDeps): Promise<void> {
  const { module, token } = useSessionStore.getState();
  if (token !== null) {
    await revokeSession().catch(() => {});
    announceSignOut(token);
  }
  resetClientState(queryClient);
  navigate(pathTo(loginRouteOf(module, fallbackMode)), { replace: true });
}
