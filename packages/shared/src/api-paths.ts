import { type Module, modules } from './catalogues/roles';
import type { AppMode } from './modes';

/**
 * Every API path the clients call, named once in docs/product/calls.md's spelling. The web calls
 * through these names (a test refuses an '/api/' literal elsewhere in it) and an API test checks
 * that each one is served. `{id}` segments are filled by `apiPath`.
 */
export const apiPaths = {
  // Sessions and start-up data.
  checkAuth: '/api/auth/check-auth',
  loginKey: '/api/auth/login-key',
  logout: '/api/auth/logout',
  switchAccount: '/api/auth/switch-account',
  referenceData: '/api/auth/apisAptoVial',
  referenceDataINTT: '/api/authINTT/apisAptoVial',
  // Registers.
  registers: '/api/register',
  registersSearch: '/api/register/search',
  registersSearchINTT: '/api/register/searchINTT',
  registersReports: '/api/register/reports',
  registersReportsXlsx: '/api/register/reports/xlsx',
  listMedicsINTT: '/api/register/listMedicsINTT',
  listMedicsINTTXlsx: '/api/register/listMedicsINTT/xlsx',
  createSchoolNumbers: '/api/schoolNumber/createSchoolNumbers',
  updatedSchoolNumbers: '/api/schoolNumber/updatedSchoolNumbers',
  /** The public's "¿Está habilitado este médico?" (decision 0084). */
  doctorCheck: '/api/register/doctorCheck',
  // Users of the college, then of the institute (the same set, without delete).
  users: '/api/users',
  usersSearch: '/api/users/search',
  usersReports: '/api/users/reports',
  usersReportsXlsx: '/api/users/reports/xlsx',
  usersUpdatedAccess: '/api/users/updatedAccess',
  deleteUsers: '/api/users/deleteUsers',
  usersINTT: '/api/usersINTT',
  usersINTTSearch: '/api/usersINTT/search',
  usersINTTReports: '/api/usersINTT/reports',
  usersINTTReportsXlsx: '/api/usersINTT/reports/xlsx',
  usersINTTUpdatedAccess: '/api/usersINTT/updatedAccess',
  // Lots.
  certifieldLotes: '/api/certifieldLotes',
  createCertifieldLotes: '/api/certifieldLotes/createCertifieldLotes',
  updatedCertifieldLotes: '/api/certifieldLotes/updatedCertifieldLotes',
  lotCertifields: '/api/certifieldLotes/listCertifields',
  // Certificates.
  certifields: '/api/certifields',
  certifieldsSearch: '/api/certifields/search',
  searchDni: '/api/certifields/searchDni',
  searchDniCert: '/api/certifields/searchDniCert',
  searchFree: '/api/certifields/searchFree',
  /** The one-click stop of the expiry reminders (decision 0087). */
  stopReminders: '/api/certifields/reminders/stop',
  searchSerialInLote: '/api/certifields/searchSerialInLote',
  countCertificates: '/api/certifields/countCertificates',
  certifieldsReports: '/api/certifields/reports',
  certifieldsReportsXlsx: '/api/certifields/reports/xlsx',
  certifieldsReportsPdf: '/api/certifields/reports/pdf',
  createCertifields: '/api/certifields/createCertifields',
  updatedCertifields: '/api/certifields/updatedCertifields',
  disableCertifields: '/api/certifields/disableCertifields/{id}',
  enableCertifields: '/api/certifields/enableCertifields/{id}',
  certifieldPdf: '/api/certifields/{id}/pdf',
  /** Who changed what of a certificate, and when (decision 0048). */
  certifieldHistory: '/api/certifields/{id}/history',
  /** The public keys a phone verifies QR proofs with. */
  certificateKeys: '/api/certifields/keys',
  /** Disabled serials for offline checks, as a delta since a date (decision 0037). */
  disabledSerials: '/api/verify/disabled-serials',
  // Road-medicine credentials of enabled medics.
  searchCredential: '/api/credentialMedic/searchCredential',
  createCredentialMedic: '/api/credentialMedic/createCredentialMedic',
  updateCredentialMedic: '/api/credentialMedic/updateCredentialMedic',
  // Road-medicine certificates (decision 0019): the doctor's list, issuing, the panel.
  listCertifieldsVial: '/api/credentialMedic/listCertifields',
  listCertifieldsVialXlsx: '/api/credentialMedic/listCertifields/xlsx',
  searchSerialInLoteVial: '/api/credentialMedic/searchSerialInLote',
  nextSerialVial: '/api/credentialMedic/nextSerial',
  previousCertificateVial: '/api/credentialMedic/previousCertificate',
  createCertifieldsVial: '/api/credentialMedic/createCertifields',
  dashboardVial: '/api/credentialMedic/dashboard',
  updatedCertifieldsVial: '/api/certifields/updatedCertifieldsVial/{id}',
  // The public's requests and the switch that opens them.
  captchaChallenge: '/api/captcha/challenge',
  settings: '/api/settings',
  createPreRegisterEnable: '/api/settings/preRegisterEnable',
  updatePreRegisterEnable: '/api/settings/preRegisterEnable/{id}',
  createPreregister: '/api/preRegister/createPreregister',
  // C2P charges (decision 0024): the public's pay form, a doctor's charge, the printable receipt.
  createPreregisterPay: '/api/preRegister/createPreregisterPay',
  chargeC2p: '/api/payments/c2p',
  paymentReceipt: '/api/payments/receipt/{id}',
  preRegister: '/api/preRegister',
  preRegisterXlsx: '/api/preRegister/xlsx',
  preRegisterOne: '/api/preRegister/{id}',
  preRegisterOperative: '/api/preRegister/PreRegisterOperative',
  searchPreRegister: '/api/certifields/searchPreRegister',
  getOneItemSearch: '/api/certifields/getOneItemSearch',
  // Amounts (decision 0022): the commission in dollars and the dollar price in force.
  certifieldAmount: '/api/dollarCalculation/certifieldAmount',
  createCertifieldAmount: '/api/dollarCalculation/createCertifieldAmount',
  listCommissionAmount: '/api/dollarCalculation/listCommissionAmount',
  // Mobile payments (decision 0023): a doctor's search at the bank, issuing against a payment, the
  // payments list (GET of chargeC2p's path) as Excel, and the panel's money figures.
  mobilePaymentSearch: '/api/preRegister/mobile-payment-search',
  createCertifieldsPayVial: '/api/credentialMedic/createCertifieldsPay',
  paymentsC2pXlsx: '/api/payments/c2p/xlsx',
  paymentsSummary: '/api/payments/summary',
  // Field operatives (decision 0025): docs/product/calls.md, plus start, finish, applicants and
  // Excel.
  createOperative: '/api/operationals/createOperative',
  operativeHistory: '/api/operationals/history',
  operativeHistoryXlsx: '/api/operationals/history/xlsx',
  operativeDetails: '/api/operationals/operationalDetails/{id}',
  operativeStats: '/api/operationals/myStadist',
  operativeCommission: '/api/operationals/createCommission',
  cancelOperative: '/api/operationals/cancelOperative/{id}',
  rescheduleOperative: '/api/operationals/rescheduledOperative/{id}',
  startOperative: '/api/operationals/startOperative/{id}',
  finishOperative: '/api/operationals/finishOperative/{id}',
  operativeCertificateCount: '/api/operationals/countCertifieldInOperation/{id}',
  operativeApplicants: '/api/operationals/applicants/{id}',
  // Fraud signals (decision 0035): the report, one signal's evidence, its Excel,
  // the thresholds and the Admin's recalculation.
  fraudSignals: '/api/fraudSignals',
  fraudSignalsXlsx: '/api/fraudSignals/xlsx',
  fraudSignal: '/api/fraudSignals/{id}',
  fraudThresholds: '/api/fraudSignals/thresholds',
  fraudRecalc: '/api/fraudSignals/recalc',
  // "No apto" findings (decision 0036): record one, the doctor's own, other doctors' for a driver.
  unfitFindings: '/api/unfitFindings',
  unfitWarnings: '/api/unfitFindings/warnings',
  // Passkeys (decision 0034): the profile's list, adding one, the sign-in's second
  // step and each module Admin's switch.
  passkeys: '/api/passkeys',
  passkeyOne: '/api/passkeys/{id}',
  passkeyRegistrationOptions: '/api/passkeys/registration-options',
  passkeysRequired: '/api/passkeys/required',
  passkeySignIn: '/api/passkeys/sign-in',
  passkeySignInOptions: '/api/passkeys/sign-in/options',
  // Machine access: API keys, the certificate change feed and webhooks (decisions 0085, 0086).
  apiKeys: '/api/apiKeys',
  apiKeyRevoke: '/api/apiKeys/{id}/revoke',
  webhookFailures: '/api/apiKeys/deliveries/failed',
  webhookReplay: '/api/apiKeys/deliveries/{id}/replay',
  certificateEvents: '/api/integrations/certificateEvents',
} as const;

export type ApiPathName = keyof typeof apiPaths;

/** The `{name}` segments of a path, as a union of their names. */
type ParamsOf<Path extends string> = Path extends `${string}{${infer Key}}${infer Rest}`
  ? Key | ParamsOf<Rest>
  : never;
type ParamsArgument<Name extends ApiPathName> = [ParamsOf<(typeof apiPaths)[Name]>] extends [never]
  ? []
  : [params: Record<ParamsOf<(typeof apiPaths)[Name]>, string | number>];

/** The path of `name`, its `{param}` segments filled (and encoded): apiPath('certifieldPdf', { id }). */
export function apiPath<Name extends ApiPathName>(
  name: Name,
  ...[params]: ParamsArgument<Name>
): string {
  const values: Record<string, string | number> = params ?? {};
  return apiPaths[name].replace(/\{([A-Za-z]+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Falta el parámetro "${key}" de ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Which API prefix serves a module's auth calls (docs/product/calls.md, Authentication). */
export const authPrefixes = {
  medic: '/api/auth',
  nurse: '/api/auth',
  INTT: '/api/authINTT',
  medicVial: '/api/credentialMedic',
} as const;

/**
 * The calls every login's prefix serves: docs/product/calls.md's ".../login", ".../forgetPassword",
 * ...
 */
export const authCalls = [
  'login',
  'accept-terms',
  'verify-otp-email',
  'resend-otp-email',
  'forgetPassword',
  'change-password',
  'change-password-logout',
  'send-contact',
  'update-profile-user',
] as const;
export type AuthCall = (typeof authCalls)[number];

/** An auth call under the module's prefix: authPath('INTT', 'login') is /api/authINTT/login. */
export function authPath(module: Module, call: AuthCall): string {
  return `${authPrefixes[module]}/${call}`;
}

/** Photo upload paths per module. */
export const photoUploadPaths = {
  medic: '/api/uploads/updated-photo',
  nurse: '/api/uploads/updated-photo',
  INTT: '/api/uploads/updated-photo-INTT',
  medicVial: '/api/uploads/updated-photo-vial',
} as const satisfies Record<Module, string>;

/** Terms text paths per login (public: read before accepting). */
export const termsPaths = {
  colegio: '/api/users/termsLogin',
  INTT: '/api/usersINTT/termsINTT',
  medicVial: '/api/credentialMedic/termsVial',
} as const satisfies Record<AppMode, string>;

/** find-email-user-info variants per module. */
export const findEmailPaths = {
  medic: '/api/auth/find-email-user-info',
  nurse: '/api/auth/find-email-user-info',
  INTT: '/api/auth/find-email-user-info-INTT',
  medicVial: '/api/auth/find-email-user-info-MedicVIal',
} as const satisfies Record<Module, string>;

/** Every path of the tables above, for the test that the API serves each one. */
export function allApiPaths(): string[] {
  return [
    ...Object.values(apiPaths),
    ...modules.flatMap((module) => authCalls.map((call) => authPath(module, call))),
    ...Object.values(photoUploadPaths),
    ...Object.values(termsPaths),
    ...Object.values(findEmailPaths),
  ];
}
