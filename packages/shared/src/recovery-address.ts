import { type AppMode, appModes } from './modes';
import { pathTo } from './routes';

/**
 * A link straight to a module's password recovery with the e-mail written in (decision 0075): the
 * console's first Admin gets one. The page fills the form from it and sends nothing by itself,
 * so a mail scanner opening the link spends no code and no rate limit.
 */
const RECOVERY_EMAIL_PARAM = 'correo';
const RECOVERY_MODE_PARAM = 'modulo';

/**
 * `/Recuperar-contrasena?modulo=INTT&correo=pedro%40ejemplo.ve`, the e-mail encoded; without an
 * e-mail, the module alone (a login page's link: it works before the app runs, decision 0090).
 */
export function recoveryAddress(mode: AppMode, email = ''): string {
  const params = new URLSearchParams({ [RECOVERY_MODE_PARAM]: mode });
  if (email !== '') params.set(RECOVERY_EMAIL_PARAM, email);
  return `${pathTo('recoveryAccount')}?${params.toString()}`;
}

/** What a recovery address carries; a missing or unknown module is null. */
export function readRecoveryAddress(params: URLSearchParams): {
  mode: AppMode | null;
  email: string;
} {
  const mode = params.get(RECOVERY_MODE_PARAM);
  return {
    mode: appModes.find((candidate) => candidate === mode) ?? null,
    email: (params.get(RECOVERY_EMAIL_PARAM) ?? '').trim(),
  };
}
