import type { AppMode, RouteName } from '@aptovial/shared';

/** The login page of each mode (SPEC.md section 2). */
export const loginRouteOfMode: Record<AppMode, RouteName> = {
  colegio: 'login',
  INTT: 'loginINTT',
  medicVial: 'loginMedicVial',
};
