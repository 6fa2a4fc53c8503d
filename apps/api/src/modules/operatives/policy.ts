import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';

/** Road medicine's two roles (docs/product/roles.md) work with operatives. */
const ROAD_ROLES: readonly string[] = ['VialDirector', 'Admin'];

/** Whose operatives a session reaches: every one (the road Admin) or a doctor's own. */
export type OperativesScope = { all: true } | { all: false; accountId: number };

/**
 * The routes admit only road-medicine sessions (403 WRONG_MODULE to the college and INTT); a road
 * role outside docs/product/roles.md's two is refused here.
 */
export function assertRoadSession({ account }: Pick<AuthContext, 'account'>): OperativesScope {
  if (account.module !== 'medicVial') throw new AppError('WRONG_MODULE');
  if (!ROAD_ROLES.includes(account.role)) {
    throw new AppError('FORBIDDEN', 'Su rol no gestiona operativos.');
  }
  return account.role === 'Admin' ? { all: true } : { all: false, accountId: account.id };
}

/**
 * Whether the session manages this operative (reads it, starts, finishes, cancels or reschedules
 * it, charges at it): the road Admin every one (decision 0053), a doctor only their own.
 */
export function canManage(
  session: Pick<AuthContext, 'account'>,
  operative: { doctorAccountId: number },
): boolean {
  const scope = assertRoadSession(session);
  return scope.all || scope.accountId === operative.doctorAccountId;
}

/** As `canManage`, refusing with 403 OPERATIVE_NOT_YOURS. */
export function assertManages(
  session: Pick<AuthContext, 'account'>,
  operative: { doctorAccountId: number },
): void {
  if (!canManage(session, operative)) throw new AppError('OPERATIVE_NOT_YOURS');
}

/**
 * Issuing at an operative is its own doctor's, the road Admin included (decision 0053): the
 * operative's certificates and commission are its doctor's, so another number's certificate
 * there would be counted to the wrong doctor. 403 OPERATIVE_NOT_YOURS.
 */
export function assertIssuesAt(
  session: Pick<AuthContext, 'account'>,
  operative: { doctorAccountId: number },
): void {
  assertRoadSession(session);
  if (session.account.id !== operative.doctorAccountId) {
    throw new AppError(
      'OPERATIVE_NOT_YOURS',
      'Ese operativo es de otro médico: solo su médico emite en él. Emita en su propio operativo.',
    );
  }
}
