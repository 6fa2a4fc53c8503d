import { publicRouteNames, type RouteName, routePaths } from '@aptovial/shared';

// Any fixed origin works: a path is resolved against it and must stay on it.
const HERE = 'https://aptovial.invalid';
const MAX_LENGTH = 2000;

const publicRoutes: ReadonlySet<RouteName> = new Set(publicRouteNames);

const protectedRoutes = (Object.keys(routePaths) as RouteName[]).filter(
  (name) => !publicRoutes.has(name),
);

/** A backslash or a control character: browsers read `\` as `/` and drop tabs and newlines. */
function hasSneakyCharacter(raw: string): boolean {
  for (let index = 0; index < raw.length; index += 1) {
    const code = raw.charCodeAt(index);
    if (code === 0x5c || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The protected route (one that needs a session) whose path is exactly `pathname`, if any. */
export function protectedRouteOf(pathname: string): RouteName | null {
  return protectedRoutes.find((name) => routePaths[name] === pathname) ?? null;
}

/**
 * Where a finished sign-in may return to (decision 0069): only a path of this app that needs a
 * session, on this origin, with its query and fragment (a list keeps its page and filters there).
 * Anything else (another site, `//host`, a backslash, a scheme, a public page) is refused: the
 * sign-in address comes from a link anyone can write, so it must never become an open redirect.
 */
export function safeReturnPath(raw: string | null): string | null {
  if (raw === null || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // `//host`, `/\host` and `/<tab>/host` all leave the site.
  if (!raw.startsWith('/') || raw.startsWith('//') || hasSneakyCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE || protectedRouteOf(url.pathname) === null) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
