import type { AuthContext } from '../auth/sessions';
import type { Issuers } from '../registers/issuers';

/** The state whose requests a road session reads: undefined every state, null none. */
export type RequestReach = string | null | undefined;

/**
 * Which requests of the public a road-medicine session may read (decision 0051): the Admin those
 * of every state; a doctor those of their college number's state (a doctor without one, none).
 */
export function requestReachOf(issuers: Pick<Issuers, 'roadMedicOf'>) {
  return async (
    account: Pick<AuthContext['account'], 'role' | 'schoolNumberId'>,
  ): Promise<RequestReach> => {
    if (account.role === 'Admin') return undefined;
    if (account.schoolNumberId === null) return null;
    return (await issuers.roadMedicOf(account.schoolNumberId))?.state ?? null;
  };
}
