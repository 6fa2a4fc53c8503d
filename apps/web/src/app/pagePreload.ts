import { publicRouteNames, type RouteName, routePaths } from '@aptovial/shared';
import { readStoredToken } from '../shared/session/tokenStorage';
import { startSessionCheck } from './earlySessionCheck';
import { type PageModule, pageModuleOfRoute, pageModules } from './pageModules';

// Pages mounted outside the query boundary and without account texts (routes.tsx, serverData).
const STANDALONE: ReadonlySet<PageModule> = new Set([
  'landing',
  'verify',
  'requests',
  'doctorCheck',
  'stopReminders',
]);
const PUBLIC: ReadonlySet<RouteName> = new Set(publicRouteNames);

// What the sign-in and signed-in pages also wait for before their first frame (routes.tsx).
const shellModules = {
  serverData: () => import('./ServerDataBoundary'),
  accountTexts: () => import('../shared/i18n/locales/account/es.json'),
  layout: () => import('./layout/AppLayout'),
  sessionCheck: () => import('../shared/session/checkSession'),
};

export type FirstViewPart = PageModule | keyof typeof shellModules;

const segments = (path: string) => path.toLowerCase().replace(/\/+$/, '').split('/');

/** The route a path opens, matched as the router does (any letter case, `:param` segments). */
export function routeOfPath(pathname: string): RouteName | null {
  const actual = segments(pathname);
  for (const [name, pattern] of Object.entries(routePaths) as [RouteName, string][]) {
    const expected = segments(pattern);
    const same = (part: string, index: number) => part.startsWith(':') || part === actual[index];
    if (expected.length === actual.length && expected.every(same)) return name;
  }
  return null;
}

/**
 * The modules the first view of `pathname` needs besides the app: its page and, for sign-in and
 * signed-in pages, the query boundary, the account texts and the signed-in shell. A protected
 * page without a stored token only redirects, so nothing is fetched for it.
 */
export function firstViewParts(pathname: string, hasToken: boolean): FirstViewPart[] {
  const route = routeOfPath(pathname);
  const page = route === null ? undefined : pageModuleOfRoute[route];
  if (route === null || page === undefined) return [];
  const isPublic = PUBLIC.has(route);
  if (!isPublic && !hasToken) return [];
  if (STANDALONE.has(page)) return [page];
  return [
    page,
    'serverData',
    'accountTexts',
    ...(isPublic ? [] : (['layout', 'sessionCheck'] as const)),
  ];
}

/**
 * Starts downloading the opened page's code at once, beside the app's own (React, Mantine, the
 * router), instead of after the app has started: a round trip less on a slow phone. The router
 * imports the same modules later and finds them loaded; a failed download is its to report.
 */
export function preloadFirstView(pathname: string): void {
  const token = readStoredToken();
  for (const part of firstViewParts(pathname, token !== null)) {
    // The check itself, not only its code: the guard takes its answer (earlySessionCheck.ts).
    if (part === 'sessionCheck' && token !== null) {
      startSessionCheck(token);
      continue;
    }
    const load =
      part in shellModules
        ? shellModules[part as keyof typeof shellModules]
        : pageModules[part as PageModule];
    load().catch(() => {});
  }
}
