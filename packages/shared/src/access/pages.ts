import { apiPaths, authPath, photoUploadPaths, termsPaths } from '../api-paths';
import type { Module, Role } from '../catalogues/roles';
import { modeOfModule } from '../modes';
import type { RouteName } from '../routes';
import { type HttpMethod, operationKey } from './permission';

/**
 * The web router's guard of a page (apps/web/src/app/guards.ts): `public` without a session,
 * `pendingLogin` during a sign-in or recovery, `resetProof` after a recovery code, `session` any
 * signed-in session, `admin` a signed-in Admin of any module. The server decides the rest.
 */
export type PageGuard = 'public' | 'pendingLogin' | 'resetProof' | 'session' | 'admin';

/**
 * A page of the web app: its guard, and the API operations it exists for (what it loads to show
 * itself and its main action; `METHOD /path` keys of the API table). Pages whose calls go to the
 * session's own login take the module.
 */
export type PageAccess = {
  guard: PageGuard;
  needs: readonly string[] | ((module: Module) => readonly string[]);
};

const call = (method: HttpMethod, path: string) => operationKey(method, path);
const open = (...needs: string[]): PageAccess => ({ guard: 'public', needs });
const session = (...needs: string[]): PageAccess => ({ guard: 'session', needs });
const ofOwnLogin = (needs: (module: Module) => string[]): PageAccess => ({
  guard: 'session',
  needs,
});

/** Every route of `routePaths`: a route missing here does not compile, nor pass access tests. */
export const pageAccess: Record<RouteName, PageAccess> = {
  indexAptoVial: open(),
  searchCertifieldsFree: open(
    call('GET', apiPaths.searchFree),
    call('GET', apiPaths.certificateKeys),
    call('GET', apiPaths.disabledSerials),
  ),
  doctorCheck: open(call('GET', apiPaths.doctorCheck)),
  stopReminders: open(call('POST', apiPaths.stopReminders)),
  formCertifield: open(
    call('GET', apiPaths.settings),
    call('GET', apiPaths.captchaChallenge),
    call('POST', apiPaths.createPreregister),
  ),
  formCertifieldPayment: open(
    call('GET', apiPaths.settings),
    call('GET', apiPaths.certifieldAmount),
    call('POST', apiPaths.createPreregisterPay),
  ),
  login: open(call('GET', apiPaths.loginKey), call('POST', authPath('medic', 'login'))),
  loginINTT: open(call('GET', apiPaths.loginKey), call('POST', authPath('INTT', 'login'))),
  loginMedicVial: open(
    call('GET', apiPaths.loginKey),
    call('POST', authPath('medicVial', 'login')),
  ),
  recoveryAccount: { guard: 'public', needs: (m) => [call('POST', authPath(m, 'forgetPassword'))] },
  terms: {
    guard: 'pendingLogin',
    needs: (m) => [
      call('GET', termsPaths[modeOfModule(m)]),
      call('POST', authPath(m, 'accept-terms')),
    ],
  },
  otp: {
    guard: 'pendingLogin',
    needs: (m) => [
      call('POST', authPath(m, 'verify-otp-email')),
      call('POST', authPath(m, 'resend-otp-email')),
    ],
  },
  changePasswordLogout: {
    guard: 'resetProof',
    needs: (m) => [call('POST', authPath(m, 'change-password-logout'))],
  },
  // docs/product/screens.md: "/home: layout only"; the profile shows the session the sign-in
  // returned.
  home: session(),
  dataProfile: session(),
  changePassword: ofOwnLogin((m) => [call('POST', authPath(m, 'change-password'))]),
  updateDataProfile: ofOwnLogin((m) => [
    call('PUT', authPath(m, 'update-profile-user')),
    call('POST', photoUploadPaths[m]),
  ]),
  support: ofOwnLogin((m) => [call('POST', authPath(m, 'send-contact'))]),
  listUsers: session(call('GET', apiPaths.users)),
  searchUsers: session(call('GET', apiPaths.usersSearch)),
  listUsersInnt: session(call('GET', apiPaths.usersINTT)),
  searchUsersIntt: session(call('GET', apiPaths.usersINTTSearch)),
  listMedics: session(call('GET', apiPaths.registers)),
  searchMedic: session(call('GET', apiPaths.registersSearch)),
  // Médicos habilitados: the list; granting a credential is offered to those who may.
  listMedicVial: session(call('GET', apiPaths.registers)),
  searchMedicsINTT: session(
    call('GET', apiPaths.listMedicsINTT),
    call('GET', apiPaths.registersSearchINTT),
  ),
  listCertifieldLotes: session(
    call('GET', apiPaths.certifieldLotes),
    call('GET', apiPaths.lotCertifields),
  ),
  listCertifields: session(call('GET', apiPaths.certifields)),
  searchCertifields: session(
    call('GET', apiPaths.certifieldsSearch),
    call('GET', apiPaths.searchDni),
    call('GET', apiPaths.searchDniCert),
  ),
  countCertifields: session(call('GET', apiPaths.countCertificates)),
  // Señales de fraude (decision 0035): the report; its thresholds form is offered to the Admins.
  fraudSignals: session(call('GET', apiPaths.fraudSignals), call('GET', apiPaths.fraudSignal)),
  // Registrar No apto (decision 0036): the doctor's findings and the form that records one.
  unfitFindings: session(call('GET', apiPaths.unfitFindings), call('POST', apiPaths.unfitFindings)),
  commisionDollar: session(
    call('GET', apiPaths.listCommissionAmount),
    call('POST', apiPaths.createCertifieldAmount),
  ),
  dashboardMVial: session(
    call('GET', apiPaths.dashboardVial),
    call('GET', apiPaths.paymentsSummary),
  ),
  listCertifieldVial: session(call('GET', apiPaths.listCertifieldsVial)),
  searchCertifieldsVial: session(call('GET', apiPaths.listCertifieldsVial)),
  // Lista-preRegistro: the router lets an Admin of any module in; the API, the road Admin alone.
  listMedicsVial: { guard: 'admin', needs: [call('GET', apiPaths.preRegister)] },
  'settings-vial': session(
    call('GET', apiPaths.settings),
    call('POST', apiPaths.createPreRegisterEnable),
    call('PUT', apiPaths.updatePreRegisterEnable),
  ),
  searchC2P: session(call('POST', apiPaths.mobilePaymentSearch)),
  registerCertificatePay: session(
    call('GET', apiPaths.nextSerialVial),
    call('POST', apiPaths.createCertifieldsPayVial),
  ),
  listPaymentC2p: session(call('GET', apiPaths.chargeC2p)),
  record: session(call('GET', apiPaths.operativeHistory), call('GET', apiPaths.operativeStats)),
  createOperational: session(
    call('GET', apiPaths.preRegisterOperative),
    call('GET', apiPaths.certifieldAmount),
    call('POST', apiPaths.createOperative),
  ),
  payment: session(call('POST', apiPaths.chargeC2p)),
  listPreRegister: session(call('GET', apiPaths.operativeApplicants)),
  // Claves de acceso (API): the keys, their creation and the failed webhooks (decision 0085).
  apiKeys: session(
    call('GET', apiPaths.apiKeys),
    call('POST', apiPaths.apiKeys),
    call('GET', apiPaths.webhookFailures),
  ),
};

/** The API operations `route` needs when opened by a session of `module`. */
export function pageNeeds(route: RouteName, module: Module): readonly string[] {
  const { needs } = pageAccess[route];
  return typeof needs === 'function' ? needs(module) : needs;
}

/**
 * Pages a role may open by the API table but does not find in its sidebar, because
 * docs/product/roles.md hides them ("Directorate sees lots and enabled medics but not the
 * certificate list"). The menu test requires every such gap to be listed here.
 */
export const hiddenFromMenu: readonly { module: Module; role: Role; route: RouteName }[] = [
  { module: 'medic', role: 'Directorate', route: 'unfitFindings' },
];

/**
 * Pages docs/product/screens.md puts in a role's sidebar though the API refuses what they need: the
 * medic Directorate keeps Ajustes (only the vialDirector loses it) but creates no role, so it
 * manages no one (docs/product/roles.md) and the users pages tell it why. Listed so the gap is a
 * decision.
 */
export const shownButRefused: readonly { module: Module; role: Role; route: RouteName }[] = [
  { module: 'medic', role: 'Directorate', route: 'listUsers' },
  { module: 'medic', role: 'Directorate', route: 'searchUsers' },
];
