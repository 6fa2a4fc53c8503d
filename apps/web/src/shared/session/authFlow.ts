import { type AppMode, appModes } from '@aptovial/shared';
import { isRecord, storageSlot } from './storageSlot';

/**
 * State of a sign-in or password recovery still in progress. It lives in session storage, not in
 * the URL, so a reload of the terms or code page keeps working and no secret reaches a log.
 * The checks are written by hand: this file ships with the first view, zod does not.
 */

export function isAppMode(value: unknown): value is AppMode {
  return appModes.some((mode) => mode === value);
}

/** Whose e-mail the terms and one-time-code pages are for, and which login (API prefix) started it. */
export type PendingLogin = { email: string; mode: AppMode };

function isPendingLogin(value: unknown): value is PendingLogin {
  return isRecord(value) && typeof value.email === 'string' && isAppMode(value.mode);
}

/** Proof that a recovery code was verified: what Cambiar-contrasena needs to set a password. */
export type ResetProof = { email: string; resetToken: string; mode: AppMode };

function isResetProof(value: unknown): value is ResetProof {
  return (
    isRecord(value) &&
    typeof value.email === 'string' &&
    typeof value.resetToken === 'string' &&
    isAppMode(value.mode)
  );
}

function isReturnPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/');
}

export const pendingLogin = storageSlot('pendingLogin', isPendingLogin);
export const resetProof = storageSlot('resetProof', isResetProof);
/**
 * The protected page a sign-in was asked from (decision 0069), kept from the password step to the
 * code or passkey that finishes it; only written once checked by `safeReturnPath`.
 */
export const signInReturn = storageSlot('signInReturn', isReturnPath);

export function clearAuthFlow(): void {
  pendingLogin.clear();
  resetProof.clear();
  signInReturn.clear();
}
