import type { Role, RouteName } from '@aptovial/shared';
import { type LoaderFunction, redirect } from 'react-router';
import type { VerifiedSession } from '../shared/session/sessionStore';
import { pathOfRoute, routeOfStep } from '../shared/session/stepRoutes';

/**
 * docs/product/screens.md, Guards. `public`: anyone without a session; `session`: a session the
 * server has confirmed and that finished signing in; `admin`: such a session with the role Admin;
 * `pendingLogin`: the terms and code pages, which need the e-mail of a sign-in or recovery in
 * progress; `resetProof`: Cambiar-contrasena, which needs a verified recovery code.
 */
export type GuardKind = 'public' | 'session' | 'admin' | 'pendingLogin' | 'resetProof';
type TokenGuard = Extract<GuardKind, 'public' | 'session' | 'admin'>;

export type TokenDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: RouteName }
  | { kind: 'verify' };

/** First step, from the token alone: no server call is needed to turn someone away. */
export function decideByToken(
  guard: TokenGuard,
  hasToken: boolean,
  signedInHome: RouteName,
): TokenDecision {
  if (guard === 'public')
    return hasToken ? { kind: 'redirect', to: signedInHome } : { kind: 'allow' };
  return hasToken ? { kind: 'verify' } : { kind: 'redirect', to: 'indexAptoVial' };
}

/** Second step, once the session is confirmed: where the role may not go. Null means allowed. */
export function decideByRole(guard: GuardKind, role: Role): RouteName | null {
  return guard === 'admin' && role !== 'Admin' ? 'indexAptoVial' : null;
}

export type GuardDeps = {
  readToken: () => string | null;
  /** The session already confirmed in this page load, if any. */
  readVerifiedSession: () => VerifiedSession | null;
  /** Asks the server whether the token is still a valid session (POST /api/auth/check-auth). */
  checkSession: (token: string) => Promise<VerifiedSession>;
  onVerified: (session: VerifiedSession) => void;
  /** The check failed: the caller clears the session and tells the user why. */
  onCheckFailed: (error: unknown) => void;
  /**
   * Where a signed-in user who opens a public route is sent (docs/product/screens.md: dataProfile).
   */
  signedInHome: RouteName;
  /** A sign-in or recovery is in progress: its e-mail is known. */
  hasPendingLogin: () => boolean;
  /** A recovery code was verified and its reset token kept. */
  hasResetProof: () => boolean;
};

/** Where a navigation to a route with this guard must go instead, or null to let it through. */
export async function resolveAccess(guard: GuardKind, deps: GuardDeps): Promise<RouteName | null> {
  if (guard === 'pendingLogin') return deps.hasPendingLogin() ? null : 'indexAptoVial';
  if (guard === 'resetProof') return deps.hasResetProof() ? null : 'recoveryAccount';
  const token = deps.readToken();
  const byToken = decideByToken(guard, token !== null, deps.signedInHome);
  if (byToken.kind === 'redirect') return byToken.to;
  if (byToken.kind === 'allow' || token === null) return null;

  let session = deps.readVerifiedSession();
  if (session === null || session.token !== token) {
    try {
      session = await deps.checkSession(token);
    } catch (error) {
      deps.onCheckFailed(error);
      return 'indexAptoVial';
    }
    deps.onVerified(session);
  }
  // A session that has not accepted the terms or entered its code only reaches those pages.
  if (session.step !== 'ready') return routeOfStep(session.step);
  return decideByRole(guard, session.role);
}

/** The guard as a React Router loader: it runs before the page renders, and redirects. */
export function guardLoader(guard: GuardKind, deps: GuardDeps): LoaderFunction {
  return async () => {
    const target = await resolveAccess(guard, deps);
    return target === null ? null : redirect(pathOfRoute(target));
  };
}
