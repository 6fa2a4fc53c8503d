import { type RouteName, routePaths } from '@aptovial/shared';
import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { BootFallback } from './BootFallback';
import { type GuardDeps, type GuardKind, guardLoader } from './guards';
import { RouteError } from './RouteError';

type LazyPage = () => Promise<ComponentType>;

/**
 * One row per SPEC.md route name: its page (loaded on first visit) and its guard; paths come
 * from `routePaths`. `page: null` renders the authenticated layout alone. Guarded rows are
 * mounted inside the authenticated layout. `serverData: false` mounts a page outside the
 * TanStack Query boundary, so its first view ships without the query library.
 */
export type AppRoute = {
  name: RouteName;
  page: LazyPage | null;
  guard: GuardKind;
  serverData?: false;
};

export const appRoutes: readonly AppRoute[] = [
  {
    name: 'indexAptoVial',
    page: () => import('../modules/public/pages/LandingPage').then((module) => module.LandingPage),
    guard: 'public',
    serverData: false,
  },
  // SPEC.md: "/home: layout only".
  { name: 'home', page: null, guard: 'session' },
];

// Routes that only redirect (their loader always answers one) or only show the layout.
const NoPage = () => null;

const loadServerDataBoundary = () =>
  import('./ServerDataBoundary').then((module) => module.ServerDataBoundary);
const loadAppLayout = () => import('./layout/AppLayout').then((module) => module.AppLayout);

/** Where a signed-in user opening a public route lands: dataProfile once that page exists. */
export function signedInHomeOf(routes: readonly AppRoute[]): RouteName {
  return routes.some((route) => route.name === 'dataProfile') ? 'dataProfile' : 'home';
}

function toRouteObject(route: AppRoute, guardDeps: GuardDeps): RouteObject {
  const base: RouteObject = {
    id: route.name,
    path: routePaths[route.name],
    loader: guardLoader(route.guard, guardDeps),
  };
  if (route.page === null) return { ...base, Component: NoPage };
  return { ...base, lazy: { Component: route.page } };
}

export function buildRouteObjects(
  routes: readonly AppRoute[],
  guardDeps: GuardDeps,
): RouteObject[] {
  const toObject = (route: AppRoute) => toRouteObject(route, guardDeps);
  const isPublic = (route: AppRoute) => route.guard === 'public';
  const staticPages = routes.filter((route) => isPublic(route) && route.serverData === false);
  const dataPages = routes.filter((route) => isPublic(route) && route.serverData !== false);
  const guardedPages = routes.filter((route) => !isPublic(route));
  return [
    {
      id: 'root',
      HydrateFallback: BootFallback,
      ErrorBoundary: RouteError,
      children: [
        ...staticPages.map(toObject),
        {
          id: 'serverData',
          lazy: { Component: loadServerDataBoundary },
          children: [
            ...dataPages.map(toObject),
            {
              id: 'appLayout',
              lazy: { Component: loadAppLayout },
              children: guardedPages.map(toObject),
            },
          ],
        },
        // SPEC.md section 2: any other path redirects to /.
        { path: '*', loader: () => redirect(routePaths.indexAptoVial), Component: NoPage },
      ],
    },
  ];
}
