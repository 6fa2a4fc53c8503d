import { apiPaths } from '../api-paths';
import type { Module, Role } from '../catalogues/roles';
import { type ApiOperation, admits, operation as op, signedIn } from './permission';

/**
 * Who may hold passkeys (decision 0034): whoever issues, edits or disables
 * certificates (every medic college and road-medicine role) or manages users (the nurse
 * college's Admin and President, INTT's Admin, ManagingDirector and SectionalDirector).
 */
const holderGrants = {
  medic: true,
  nurse: ['Admin', 'President'],
  INTT: ['Admin', 'ManagingDirector', 'SectionalDirector'],
  medicVial: true,
} as const;

const holders = signedIn(holderGrants);
/** The sign-in's second step: a session that has still to finish it. */
const signingIn = signedIn(holderGrants, { incomplete: true });
/** Each module's Admin makes passkeys compulsory for that module. */
const admins = signedIn({
  medic: ['Admin'],
  nurse: ['Admin'],
  INTT: ['Admin'],
  medicVial: ['Admin'],
});

/** Whether an account of `module` and `role` may add and use passkeys. */
export function mayUsePasskeys(account: { module: Module; role: string }): boolean {
  return admits(holders, { module: account.module, role: account.role as Role });
}

export const passkeyOperations: readonly ApiOperation[] = [
  op('GET', apiPaths.passkeys, holders),
  op('POST', apiPaths.passkeys, holders),
  op('PUT', apiPaths.passkeyOne, holders),
  op('DELETE', apiPaths.passkeyOne, holders),
  op('POST', apiPaths.passkeyRegistrationOptions, holders),
  op('PUT', apiPaths.passkeysRequired, admins),
  op('GET', apiPaths.passkeySignIn, signingIn),
  op('POST', apiPaths.passkeySignIn, signingIn),
  op('POST', apiPaths.passkeySignInOptions, signingIn),
];
