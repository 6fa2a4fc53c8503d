/**
 * The public sign-in pages, loaded lazily as one chunk: login, terms and code follow each other,
 * so one fetch serves the whole flow.
 */
export { ChangePasswordLogoutPage } from './ChangePasswordLogoutPage';
export { ColegioLoginPage, InttLoginPage, MedicVialLoginPage } from './loginPages';
export { OtpPage } from './OtpPage';
export { RecoveryPage } from './RecoveryPage';
export { TermsPage } from './TermsPage';
