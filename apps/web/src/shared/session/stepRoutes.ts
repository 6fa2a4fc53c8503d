import { pathTo, type RouteName, type SessionStep } from '@aptovial/shared';
import { signInReturn } from './authFlow';

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

/**
 * Where a sign-in goes after a step: a finished one returns to the page it was asked from, if any
 * (decision 0069; used up here), else home; an unfinished one to its terms or code page.
 */
export function pathAfterStep(step: SessionStep): string {
  if (step !== 'ready') return pathOfStep(step);
  const asked = signInReturn.read();
  signInReturn.clear();
  return asked ?? pathOfStep(step);
}
