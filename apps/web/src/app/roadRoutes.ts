import { withAccountTexts } from '../shared/i18n/i18n';
import type { AppRoute } from './appRoute';
import { pageModules } from './pageModules';

// Road medicine's pages bring their texts (the account catalogue) along, as every signed-in page.
const certificatesPages = () => withAccountTexts(pageModules.certificates());
const preRegisterPages = () => withAccountTexts(pageModules.preRegisters());
const paymentPages = () => withAccountTexts(pageModules.payments());
const operativePages = () => withAccountTexts(pageModules.operatives());

/** Road medicine's rows of the route table (routes.tsx spreads them into `appRoutes`). */
export const roadRoutes: readonly AppRoute[] = [
  // Inicio of road medicine; other modules see why on the page.
  {
    name: 'dashboardMVial',
    page: () => withAccountTexts(pageModules.roadPanel()).then((m) => m.RoadPanelPage),
    guard: 'session',
  },
  // Road medicine's certificates; a session of another module sees why on the page.
  {
    name: 'listCertifieldVial',
    page: () => certificatesPages().then((m) => m.RoadCertificatesListPage),
    guard: 'session',
  },
  {
    name: 'searchCertifieldsVial',
    page: () => certificatesPages().then((m) => m.RoadCertificatesSearchPage),
    guard: 'session',
  },
  // docs/product/roles.md: Lista-preRegistro admits the Admin alone, others go to the landing; an
  // Admin of another module is told why on the page. Configuraciones tells anyone else why.
  {
    name: 'listMedicsVial',
    page: () => preRegisterPages().then((m) => m.PreRegistersListPage),
    guard: 'admin',
  },
  {
    name: 'settings-vial',
    page: () => preRegisterPages().then((m) => m.SettingsVialPage),
    guard: 'session',
  },
  // Mobile payments found at the bank, certificates issued against them, the payments' list
  // (decision 0023). Road medicine's; a session of another module sees why on the page.
  {
    name: 'searchC2P',
    page: () => paymentPages().then((m) => m.SearchC2PPage),
    guard: 'session',
  },
  {
    name: 'registerCertificatePay',
    page: () => paymentPages().then((m) => m.RegisterCertificatePayPage),
    guard: 'session',
  },
  {
    name: 'listPaymentC2p',
    page: () => paymentPages().then((m) => m.PaymentsListPage),
    guard: 'session',
  },
  // Decision 0025: the operatives (/operativos). Road medicine's; anyone else sees why on the page.
  {
    name: 'record',
    page: () => operativePages().then((m) => m.OperativesHistoryPage),
    guard: 'session',
  },
  {
    name: 'createOperational',
    page: () => operativePages().then((m) => m.CreateOperativePage),
    guard: 'session',
  },
  {
    name: 'payment',
    page: () => operativePages().then((m) => m.PayRequestPage),
    guard: 'session',
  },
  {
    name: 'listPreRegister',
    page: () => operativePages().then((m) => m.OperativeApplicantsPage),
    guard: 'session',
  },
];
