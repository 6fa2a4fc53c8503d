import type { RouteName } from '@aptovial/shared';

/**
 * Every page's module, loaded on first visit. The route table (routes.tsx, roadRoutes.ts) picks
 * its pages from here, and the entry (pagePreload.ts) starts the opened page's download beside the
 * app's own, so this file must stay free of heavy imports: it ships with the first view.
 */
export const pageModules = {
  landing: () => import('../modules/public/pages/LandingPage'),
  verify: () => import('../modules/verification/pages/VerifyCertificatePage'),
  requests: () => import('../modules/pre-registrations/pages/requestPages'),
  auth: () => import('../modules/auth/pages/authPages'),
  changePassword: () => import('../modules/auth/pages/ChangePasswordPage'),
  profile: () => import('../modules/profile/pages/profilePages'),
  users: () => import('../modules/users/pages/usersPages'),
  registers: () => import('../modules/registers/pages/registersPages'),
  lots: () => import('../modules/lots/pages/lotsPages'),
  certificates: () => import('../modules/certificates/pages/certificatesPages'),
  certificateTotals: () => import('../modules/certificates/pages/CertificateTotalsPage'),
  commissions: () => import('../modules/commissions/pages/commissionPages'),
  fraud: () => import('../modules/fraud/pages/fraudPages'),
  unfitFindings: () => import('../modules/unfit-findings/pages/unfitFindingsPages'),
  support: () => import('../modules/support/pages/SupportPage'),
  roadPanel: () => import('../modules/road-medicine/pages/RoadPanelPage'),
  preRegisters: () => import('../modules/pre-registrations/pages/preRegisterPages'),
  payments: () => import('../modules/payments/pages/paymentPages'),
  operatives: () => import('../modules/operatives/pages/operativePages'),
} as const;

export type PageModule = keyof typeof pageModules;

/** Which module holds each route's page (routes without a page, such as `home`, are absent). */
export const pageModuleOfRoute: Partial<Record<RouteName, PageModule>> = {
  indexAptoVial: 'landing',
  searchCertifieldsFree: 'verify',
  formCertifield: 'requests',
  formCertifieldPayment: 'requests',
  login: 'auth',
  loginINTT: 'auth',
  loginMedicVial: 'auth',
  recoveryAccount: 'auth',
  terms: 'auth',
  otp: 'auth',
  changePasswordLogout: 'auth',
  changePassword: 'changePassword',
  dataProfile: 'profile',
  updateDataProfile: 'profile',
  listUsers: 'users',
  searchUsers: 'users',
  listUsersInnt: 'users',
  searchUsersIntt: 'users',
  listMedics: 'registers',
  searchMedic: 'registers',
  listMedicVial: 'registers',
  searchMedicsINTT: 'registers',
  listCertifieldLotes: 'lots',
  listCertifields: 'certificates',
  searchCertifields: 'certificates',
  listCertifieldVial: 'certificates',
  searchCertifieldsVial: 'certificates',
  countCertifields: 'certificateTotals',
  commisionDollar: 'commissions',
  fraudSignals: 'fraud',
  unfitFindings: 'unfitFindings',
  support: 'support',
  dashboardMVial: 'roadPanel',
  listMedicsVial: 'preRegisters',
  'settings-vial': 'preRegisters',
  searchC2P: 'payments',
  registerCertificatePay: 'payments',
  listPaymentC2p: 'payments',
  record: 'operatives',
  createOperational: 'operatives',
  payment: 'operatives',
  listPreRegister: 'operatives',
};
