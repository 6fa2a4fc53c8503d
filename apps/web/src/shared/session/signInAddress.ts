import { type AppMode, pathTo, type RouteName } from '@aptovial/shared';

/** The login page of each mode (docs/product/screens.md). */
export const loginRouteOfMode: Record<AppMode, RouteName> = {
  colegio: 'login',
  INTT: 'loginINTT',
  medicVial: 'loginMedicVial',
};

/**
 * Why a sign-in page was opened in place of a protected one (decision 0069): the session it had
 * expired or was refused, or there was none. Carried in the address so a reload keeps it.
 */
export type SignInNotice = 'expired' | 'required';

export const NOTICE_PARAM = 'aviso';
export const RETURN_PARAM = 'volver';

const noticeValues: Record<SignInNotice, string> = {
  expired: 'sesion-expirada',
  required: 'inicie-sesion',
};

/** The sign-in of `mode`, saying why, and (a protected in-app path) where to go back after it. */
export function signInAddress(
  mode: AppMode,
  { notice, returnTo }: { notice: SignInNotice | null; returnTo: string | null },
): string {
  const params = new URLSearchParams();
  if (notice !== null) params.set(NOTICE_PARAM, noticeValues[notice]);
  if (returnTo !== null) params.set(RETURN_PARAM, returnTo);
  const search = params.toString();
  const path = pathTo(loginRouteOfMode[mode]);
  return search === '' ? path : `${path}?${search}`;
}

/** The notice a sign-in address carries, if it is one of ours. */
export function noticeOf(params: URLSearchParams): SignInNotice | null {
  const value = params.get(NOTICE_PARAM);
  if (value === noticeValues.expired) return 'expired';
  if (value === noticeValues.required) return 'required';
  return null;
}
