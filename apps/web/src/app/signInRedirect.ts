import type { AppMode } from '@aptovial/shared';
import { protectedRouteOf, safeReturnPath } from '../shared/session/returnPath';
import { type SignInNotice, signInAddress } from '../shared/session/signInAddress';

type Asked = { pathname: string; search: string; hash?: string };

/**
 * The sign-in a protected page sends to when its session is missing or gone (decision 0069): the
 * page's module's, saying why, and carrying the page (with its query) to return to after it.
 * `preferred` picks among the modes of a page several modes open: the tab's last session's, then
 * the deployment's.
 */
export async function signInPathFor(
  asked: Asked,
  notice: SignInNotice | null,
  preferred: readonly (AppMode | null)[],
): Promise<string> {
  const route = protectedRouteOf(asked.pathname);
  const fallback = preferred.find((mode) => mode !== null) ?? 'colegio';
  if (route === null) return signInAddress(fallback, { notice, returnTo: null });
  // The access and menu tables load only now: the landing's first view does without them.
  const { signInModeOf } = await import('./signInMode');
  const returnTo = safeReturnPath(`${asked.pathname}${asked.search}${asked.hash ?? ''}`);
  return signInAddress(signInModeOf(route, preferred), { notice, returnTo });
}
