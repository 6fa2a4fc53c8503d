import type { AppMode, RouteName } from '@aptovial/shared';

/** SPEC.md section 2, Layout: where the sidebar logo of each mode leads. */
export const modeHomeRoute: Record<AppMode, RouteName> = {
  colegio: 'listMedics',
  INTT: 'searchMedicsINTT',
  medicVial: 'listCertifieldVial',
};
