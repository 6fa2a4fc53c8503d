import type { AppMode, RouteName } from '@aptovial/shared';

/** docs/product/screens.md, Layout: where the sidebar logo of each mode leads. */
export const modeHomeRoute: Record<AppMode, RouteName> = {
  colegio: 'listMedics',
  INTT: 'searchMedicsINTT',
  medicVial: 'listCertifieldVial',
};
