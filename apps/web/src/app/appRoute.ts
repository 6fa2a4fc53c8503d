import type { RouteName } from '@aptovial/shared';
import type { ComponentType } from 'react';
import type { GuardKind } from './guards';

type LazyPage = () => Promise<ComponentType>;

/**
 * One row per route name of docs/product/screens.md: its page (loaded on first visit) and its
 * guard; paths come from `routePaths`. `page: null` renders the authenticated layout alone. Rows
 * guarded by a session (`session`, `admin`) are mounted inside the authenticated layout; the
 * sign-in pages (`public`, `pendingLogin`, `resetProof`) stand alone. `serverData: false` mounts a
 * page outside the TanStack Query boundary, so its first view ships without the query library.
 */
export type AppRoute = {
  name: RouteName;
  page: LazyPage | null;
  guard: GuardKind;
  serverData?: false;
};
