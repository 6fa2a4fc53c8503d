import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';

type Account = Pick<AuthContext['account'], 'module' | 'role' | 'state'>;

const isInttAdmin = (account: Account) => account.module === 'INTT' && account.role === 'Admin';
const isCollegeAdmin = (account: Account) => account.module === 'medic' && account.role === 'Admin';

/** API keys are INTT's Admin's and the medic college Admin's (decision 0085); others get 403. */
export function assertKeyAdmin(account: Account): void {
  if (!isInttAdmin(account) && !isCollegeAdmin(account)) {
    throw new AppError(
      'FORBIDDEN',
      'Solo el Administrador del INTT o del Colegio de Médicos gestiona las claves de API.',
    );
  }
}

/**
 * The state a new key is limited to: INTT's Admin chooses (none: every state); the college's
 * Admin's keys are always limited, to its own state, or to one it names when it has none.
 */
export function stateForNewKey(account: Account, requested: string | null | undefined) {
  if (isInttAdmin(account)) return requested ?? null;
  if (account.state) {
    if (requested && requested !== account.state) {
      throw new AppError('FORBIDDEN', 'Una clave del Colegio solo puede ver su propio estado.');
    }
    return account.state;
  }
  if (!requested) {
    const message = 'Una clave del Colegio se limita a un estado: indíquelo.';
    throw new AppError('VALIDATION_ERROR', message, [{ field: 'state', message }]);
  }
  return requested;
}

/** Which keys an Admin lists and revokes: INTT's every key, the college's its own (and state). */
export function keysOf(account: Account): { ownerModule?: string; state?: string } {
  if (isInttAdmin(account)) return {};
  return { ownerModule: account.module, ...(account.state ? { state: account.state } : {}) };
}
