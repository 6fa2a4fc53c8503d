import { pathTo, type RouteName, type SessionStep } from '@aptovial/shared';

/**
 * Where a signed-in person lands (docs/product/screens.md: dataProfile). The route table's
 * `signedInHomeOf` agrees once dataProfile is mounted; a test pins that.
 */
export const SIGNED_IN_HOME: RouteName = 'dataProfile';

/** The page that finishes a sign-in at this step: terms, then the e-mailed code, then home. */
export function routeOfStep(step: SessionStep): RouteName {
  if (step === 'terms') return 'terms';
  if (step === 'otp') return 'otp';
  return SIGNED_IN_HOME;
}

/** The path of a route a guard or a finished step sends to; the code page is the login one. */
export function pathOfRoute(route: RouteName): string {
  return route === 'otp' ? pathTo('otp', { type: 'login' }) : pathTo(route);
}

export function pathOfStep(step: SessionStep): string {
  return pathOfRoute(routeOfStep(step));
}
