import {
  type AppMode,
  admits,
  appModes,
  type Caller,
  menuOffers,
  modeOfModule,
  moduleRoles,
  modules,
  pageAccess,
  pageNeeds,
  permissionOf,
  type RouteName,
} from '@aptovial/shared';

/**
 * Which sign-in a protected page sends to when it finds no session (decision 0069): the mode of
 * the modules whose sidebar offers it (the menu table), else of those the access table lets open
 * it (packages/shared/src/access). Loaded only then, so the first view does not carry the tables.
 */
const callers: readonly Caller[] = modules.flatMap((module) =>
  moduleRoles[module].map((role) => ({ module, role })),
);

/** The menu test's rule: the router lets the caller in and the API admits all the page needs. */
function mayOpen(caller: Caller, route: RouteName): boolean {
  if (pageAccess[route].guard === 'admin' && caller.role !== 'Admin') return false;
  return pageNeeds(route, caller.module).every((key) => {
    const [method = '', path = ''] = key.split(' ');
    const permission = permissionOf(method, path);
    return permission !== undefined && admits(permission, caller);
  });
}

/** The modes whose people use `route`, in the modes' order; every mode when none stands out. */
export function modesOfRoute(route: RouteName): AppMode[] {
  const offered = callers.filter((caller) => menuOffers(caller, route));
  const users = offered.length > 0 ? offered : callers.filter((caller) => mayOpen(caller, route));
  const found = new Set(users.map((caller) => modeOfModule(caller.module)));
  return found.size === 0 ? [...appModes] : appModes.filter((mode) => found.has(mode));
}

/**
 * The mode whose sign-in serves `route`: its own when one mode uses it; for a page several use
 * (the profile, the certificate list), the first of `preferred` among them (the tab's last
 * session, then the deployment's mode), else the first of them.
 */
export function signInModeOf(route: RouteName, preferred: readonly (AppMode | null)[]): AppMode {
  const candidates = modesOfRoute(route);
  const chosen = preferred.find((mode) => mode !== null && candidates.includes(mode));
  return chosen ?? candidates[0] ?? 'colegio';
}
