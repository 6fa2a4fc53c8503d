import { createBrowserRouter } from 'react-router';
import { createGuardDeps } from './guardDeps';
import { appRoutes, buildRouteObjects, signedInHomeOf } from './routes';

export function createAppRouter() {
  const guardDeps = createGuardDeps(signedInHomeOf(appRoutes));
  return createBrowserRouter(buildRouteObjects(appRoutes, guardDeps));
}
