import { createBrowserRouter } from 'react-router';
import { createGuardDeps } from './guardDeps';
import { appRoutes, buildRouteObjects, signedInHomeOf } from './routes';
import { startSessionSync } from './sessionSync';

export function createAppRouter() {
  const guardDeps = createGuardDeps(signedInHomeOf(appRoutes));
  // Other tabs lend their session and sign out together; a session refused mid-page signs in
  // again. Started first: creating the router runs the first page's guard, which may ask the tabs.
  startSessionSync({
    navigate: (to) => router.navigate(to, { replace: true }),
    location: () => router.state.location,
  });
  const router = createBrowserRouter(buildRouteObjects(appRoutes, guardDeps));
  return router;
}
