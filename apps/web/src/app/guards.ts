import type { AppMode, Role, RouteName } from '@aptovial/shared';
import { type LoaderFunction, redirect } from 'react-router';
import { isSessionRefusal } from '../shared/session/sessionEvents';
import type { VerifiedSession } from '../shared/session/sessionStore';
import type { SignInNotice } from '../shared/session/signInAddress';
import { pathOfRoute, routeOfStep } from '../shared/session/stepRoutes';
import { signInPathFor } from './signInRedirect';

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
  | { kind: 'signIn' }
  | { kind: 'verify' };

/**
 * A protected page without a usable session goes to a sign-in (decision 0069): `notice` says why
 * (`expired`: the session was refused; `required`: there was none; null: the check failed for
 * another reason, told in an alert), `hint` is the mode of the tab's last session, if known.
 */
export type SignInTarget = { signIn: SignInNotice | null; hint: AppMode | null };

/** Where a navigation goes instead: a route, a sign-in, or nowhere (null: let it through). */
export type AccessTarget = RouteName | SignInTarget | null;

/** First step, from the token alone: no server call is needed to turn someone away. */
export function decideByToken(
  guard: TokenGuard,
  hasToken: boolean,
  signedInHome: RouteName,
): TokenDecision {
  if (guard === 'public')
    return hasToken ? { kind: 'redirect', to: signedInHome } : { kind: 'allow' };
  return hasToken ? { kind: 'verify' } : { kind: 'signIn' };
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
  /** A finished session's token lent by another open tab of this browser, or null (0069). */
  borrowToken: () => Promise<string | null>;
  /** Keeps a lent token as this tab's own; the server confirms it next. */
  onBorrowed: (token: string) => void;
  /** The mode of this tab's last session, if known. */
  readSessionMode: () => AppMode | null;
  /** The deployment's mode (APP_MODE): the sign-in of a page several modes open, failing a hint. */
  deploymentMode: () => AppMode;
};

/** A protected page opened without a token asks the other tabs for theirs first (0069). */
async function tokenFor(guard: GuardKind, deps: GuardDeps): Promise<string | null> {
  const token = deps.readToken();
  if (token !== null || guard === 'public') return token;
  const lent = await deps.borrowToken();
  if (lent !== null) deps.onBorrowed(lent);
  return lent;
}

/** Where a navigation to a route with this guard must go instead, or null to let it through. */
export async function resolveAccess(guard: GuardKind, deps: GuardDeps): Promise<AccessTarget> {
  if (guard === 'pendingLogin') return deps.hasPendingLogin() ? null : 'indexAptoVial';
  if (guard === 'resetProof') return deps.hasResetProof() ? null : 'recoveryAccount';
  const token = await tokenFor(guard, deps);
  const byToken = decideByToken(guard, token !== null, deps.signedInHome);
  if (byToken.kind === 'redirect') return byToken.to;
  if (byToken.kind === 'signIn') return { signIn: 'required', hint: null };
  if (byToken.kind === 'allow' || token === null) return null;

  let session = deps.readVerifiedSession();
  if (session === null || session.token !== token) {
    try {
      session = await deps.checkSession(token);
    } catch (error) {
      // Read before the failure clears it: the sign-in of the module this tab was signed in to.
      const hint = deps.readSessionMode();
      deps.onCheckFailed(error);
      return { signIn: isSessionRefusal(error) ? 'expired' : null, hint };
    }
    deps.onVerified(session);
  }
  // A session that has not accepted the terms or entered its code only reaches those pages.
  if (session.step !== 'ready') return routeOfStep(session.step);
  return decideByRole(guard, session.role);
}

/**
 * The guard as a React Router loader: it runs before the page renders, and redirects. A sign-in
 * carries the address asked for, to come back to it once signed in.
 */
export function guardLoader(guard: GuardKind, deps: GuardDeps): LoaderFunction {
  return async ({ request }) => {
    const target = await resolveAccess(guard, deps);
    if (target === null) return null;
    if (typeof target === 'string') return redirect(pathOfRoute(target));
    const asked = new URL(request.url);
    const preferred = [target.hint, deps.deploymentMode()];
    return redirect(await signInPathFor(asked, target.signIn, preferred));
  };
}
