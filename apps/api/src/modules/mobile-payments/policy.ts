import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';

/** Whose payments a session reads: every one, or a doctor's own (list-repo.ts says which). */
export type PaymentsScope =
  | { all: true }
  | { all: false; accountId: number; schoolNumberId: number | null };

/** Road medicine's two roles (docs/product/roles.md) search payments and read the money figures. */
const ROAD_ROLES: readonly string[] = ['VialDirector', 'Admin'];

/**
 * The road-medicine session's sight of payments: the road Admin sees every payment, a
 * vialDirector their own. The routes admit only road-medicine sessions (403 WRONG_MODULE to the
 * college and INTT); a road role outside docs/product/roles.md's two is
 * refused here.
 */
export function paymentsScopeOf({ account }: AuthContext): PaymentsScope {
  if (account.module !== 'medicVial') throw new AppError('WRONG_MODULE');
  if (!ROAD_ROLES.includes(account.role)) {
    throw new AppError('FORBIDDEN', 'Su rol no consulta pagos.');
  }
  if (account.role === 'Admin') return { all: true };
  return { all: false, accountId: account.id, schoolNumberId: account.schoolNumberId };
}
