import type { AppMode, RouteName } from '@aptovial/shared';

/** The login page of each mode (docs/product/screens.md). */
export const loginRouteOfMode: Record<AppMode, RouteName> = {
  colegio: 'login',
  INTT: 'loginINTT',
  medicVial: 'loginMedicVial',
};
