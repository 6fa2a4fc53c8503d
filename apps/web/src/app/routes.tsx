import { type RouteName, routePaths } from '@aptovial/shared';
import { type RouteObject, redirect } from 'react-router';
import { withAccountTexts } from '../shared/i18n/i18n';
import type { AppRoute } from './appRoute';
import { BootFallback } from './BootFallback';
import { type GuardDeps, guardLoader } from './guards';
import { pageModules } from './pageModules';
import { RouteError } from './RouteError';
import { roadRoutes } from './roadRoutes';

export type { AppRoute } from './appRoute';

// Sign-in and signed-in pages bring their texts (the account catalogue) along.
const authPages = () => withAccountTexts(pageModules.auth());
const profilePages = () => withAccountTexts(pageModules.profile());
const usersPages = () => withAccountTexts(pageModules.users());
const registersPages = () => withAccountTexts(pageModules.registers());
const lotsPages = () => withAccountTexts(pageModules.lots());
const certificatesPages = () => withAccountTexts(pageModules.certificates());
// The public's request forms: no account texts, no query library (docs/architecture.md).
const requestPages = () => pageModules.requests();

export const appRoutes: readonly AppRoute[] = [
  {
    name: 'indexAptoVial',
    page: () => pageModules.landing().then((module) => module.LandingPage),
    guard: 'public',
    serverData: false,
  },
  // Decision 0037: light enough for a phone at the roadside, so no query library either.
  {
    name: 'searchCertifieldsFree',
    page: () => pageModules.verify().then((module) => module.VerifyCertificatePage),
    guard: 'public',
    serverData: false,
  },
  // Decision 0084: "¿Está habilitado este médico?", as light as the verify page it is linked from.
  {
    name: 'doctorCheck',
    page: () => pageModules.doctorCheck().then((module) => module.DoctorCheckPage),
    guard: 'public',
    serverData: false,
  },
  // Decision 0087: the one-click stop of the expiry reminders, from the e-mail's signed link.
  {
    name: 'stopReminders',
    page: () => pageModules.stopReminders().then((module) => module.StopRemindersPage),
    guard: 'public',
    serverData: false,
  },
  {
    name: 'formCertifield',
    page: () => requestPages().then((m) => m.RequestCertificatePage),
    guard: 'public',
    serverData: false,
  },
  {
    name: 'formCertifieldPayment',
    page: () => requestPages().then((m) => m.RequestWithPaymentPage),
    guard: 'public',
    serverData: false,
  },
  { name: 'login', page: () => authPages().then((m) => m.ColegioLoginPage), guard: 'public' },
  { name: 'loginINTT', page: () => authPages().then((m) => m.InttLoginPage), guard: 'public' },
  {
    name: 'loginMedicVial',
    page: () => authPages().then((m) => m.MedicVialLoginPage),
    guard: 'public',
  },
  {
    name: 'recoveryAccount',
    page: () => authPages().then((m) => m.RecoveryPage),
    guard: 'public',
  },
  { name: 'terms', page: () => authPages().then((m) => m.TermsPage), guard: 'pendingLogin' },
  { name: 'otp', page: () => authPages().then((m) => m.OtpPage), guard: 'pendingLogin' },
  {
    name: 'changePasswordLogout',
    page: () => authPages().then((m) => m.ChangePasswordLogoutPage),
    guard: 'resetProof',
  },
  // docs/product/screens.md: "/home: layout only".
  { name: 'home', page: null, guard: 'session' },
  {
    name: 'changePassword',
    page: () => withAccountTexts(pageModules.changePassword()).then((m) => m.ChangePasswordPage),
    guard: 'session',
  },
  {
    name: 'dataProfile',
    page: () => profilePages().then((m) => m.DataProfilePage),
    guard: 'session',
  },
  {
    name: 'updateDataProfile',
    page: () => profilePages().then((m) => m.UpdateDataProfilePage),
    guard: 'session',
  },
  // Every session gets in; a role that may not manage users sees why on the page.
  {
    name: 'listUsers',
    page: () => usersPages().then((m) => m.CollegeUsersListPage),
    guard: 'session',
  },
  {
    name: 'searchUsers',
    page: () => usersPages().then((m) => m.CollegeUsersSearchPage),
    guard: 'session',
  },
  {
    name: 'listUsersInnt',
    page: () => usersPages().then((m) => m.InttUsersListPage),
    guard: 'session',
  },
  {
    name: 'searchUsersIntt',
    page: () => usersPages().then((m) => m.InttUsersSearchPage),
    guard: 'session',
  },
  // Every session gets in; a session of another module sees why on the page.
  {
    name: 'listMedics',
    page: () => registersPages().then((m) => m.MedicsListPage),
    guard: 'session',
  },
  {
    name: 'searchMedic',
    page: () => registersPages().then((m) => m.SearchMedicPage),
    guard: 'session',
  },
  {
    name: 'listMedicVial',
    page: () => registersPages().then((m) => m.MedicVialListPage),
    guard: 'session',
  },
  {
    name: 'searchMedicsINTT',
    page: () => registersPages().then((m) => m.InttMedicsPage),
    guard: 'session',
  },
  // Every session gets in; a module without lots (nurses, INTT) sees why on the page.
  {
    name: 'listCertifieldLotes',
    page: () => lotsPages().then((m) => m.LotsListPage),
    guard: 'session',
  },
  // The medic college and INTT (read only); other modules see why on the page.
  {
    name: 'listCertifields',
    page: () => certificatesPages().then((m) => m.CertificatesListPage),
    guard: 'session',
  },
  {
    name: 'searchCertifields',
    page: () => certificatesPages().then((m) => m.CertificatesSearchPage),
    guard: 'session',
  },
  // Administrar Montos: the medic Admin's; anyone else sees why on the page.
  {
    name: 'commisionDollar',
    page: () => withAccountTexts(pageModules.commissions()).then((m) => m.CommissionDollarPage),
    guard: 'session',
  },
  // Señales de fraude (decision 0035): its readers; anyone else sees why on the page.
  {
    name: 'fraudSignals',
    page: () => withAccountTexts(pageModules.fraud()).then((m) => m.FraudSignalsPage),
    guard: 'session',
  },
  // The medic Admin's totals, in a chunk of their own.
  {
    name: 'countCertifields',
    page: () =>
      withAccountTexts(pageModules.certificateTotals()).then((m) => m.CertificateTotalsPage),
    guard: 'session',
  },
  // Registrar No apto (decision 0036): whoever issues; anyone else sees why on the page.
  {
    name: 'unfitFindings',
    page: () => withAccountTexts(pageModules.unfitFindings()).then((m) => m.UnfitFindingsPage),
    guard: 'session',
  },
  // Claves de acceso (API) (decision 0085): the INTT and medic Admins; anyone else sees why.
  {
    name: 'apiKeys',
    page: () => withAccountTexts(pageModules.apiKeys()).then((m) => m.ApiKeysPage),
    guard: 'session',
  },
  ...roadRoutes,
  {
    name: 'support',
    page: () => withAccountTexts(pageModules.support()).then((m) => m.SupportPage),
    guard: 'session',
  },
];

// Routes that only redirect (their loader always answers one) or only show the layout.
const NoPage = () => null;

const loadServerDataBoundary = () =>
  import('./ServerDataBoundary').then((module) => module.ServerDataBoundary);
const loadAppLayout = () =>
  withAccountTexts(import('./layout/AppLayout')).then((module) => module.AppLayout);

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
  const inLayout = (route: AppRoute) => route.guard === 'session' || route.guard === 'admin';
  const staticPages = routes.filter((route) => !inLayout(route) && route.serverData === false);
  const dataPages = routes.filter((route) => !inLayout(route) && route.serverData !== false);
  const guardedPages = routes.filter(inLayout);
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
        // docs/product/screens.md: any other path redirects to /.
        { path: '*', loader: () => redirect(routePaths.indexAptoVial), Component: NoPage },
      ],
    },
  ];
}
