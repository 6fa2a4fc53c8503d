import type { AppMode, Module, RouteName } from '@aptovial/shared';
import { modeOfModule, pathTo } from '@aptovial/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../shared/session/sessionStore';
import { resetClientState } from './clientState';

const loginRouteOfMode: Record<AppMode, RouteName> = {
  colegio: 'login',
  INTT: 'loginINTT',
  medicVial: 'loginMedicVial',
};

/** SPEC.md section 2: medics and nurses log in at `login`, INTT and medicVial at their own. */
export function loginRouteOf(module: Module | null, fallbackMode: AppMode): RouteName {
  return loginRouteOfMode[module === null ? fallbackMode : modeOfModule(module)];
}

export type LogoutDeps = {
  queryClient: QueryClient;
  navigate: (path: string, options: { replace: boolean }) => unknown;
  /** Used when the session has no module any more (say, a half-finished sign-in). */
  fallbackMode: AppMode;
};

/** Removes the token, resets all state and goes to the login of the user's module. */
export function logout({ queryClient, navigate, fallbackMode }: LogoutDeps): void {
  const module = useSessionStore.getState().module;
  resetClientState(queryClient);
  navigate(pathTo(loginRouteOf(module, fallbackMode)), { replace: true });
}
