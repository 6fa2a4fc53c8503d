import { LoginPage } from './LoginPage';

/** The three login routes mount the same page for their own mode. */
export const ColegioLoginPage = () => <LoginPage mode="colegio" />;
export const InttLoginPage = () => <LoginPage mode="INTT" />;
export const MedicVialLoginPage = () => <LoginPage mode="medicVial" />;
