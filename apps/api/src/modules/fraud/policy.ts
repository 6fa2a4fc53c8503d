import { apiPaths, type Permission, permissionOf, reachFor } from '@aptovial/shared';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';

/** Which signals a reader sees: every state's, or one state's (a President, a Managing Director). */
export type FraudSight = { state: string | undefined };

const tableOf = (method: string, path: string): Permission => {
  const permission = permissionOf(method, path);
  if (!permission) throw new Error(`${method} ${path} is not in the permissions table`);
  return permission;
};
const readers = tableOf('GET', apiPaths.fraudSignals);
const admins = tableOf('PUT', apiPaths.fraudThresholds);

const callerOf = ({ account }: Pick<AuthContext, 'account'>) => ({
  module: account.module,
  role: account.role as Parameters<typeof reachFor>[1]['role'],
});

/**
 * The report's readers, as the shared permissions table says (decision 0029); a state-bound one
 * without a state on their account sees nothing rather than everything.
 */
export function fraudSightOf(context: Pick<AuthContext, 'account'>): FraudSight {
  const reach = reachFor(readers, callerOf(context));
  if (reach === null) {
    throw new AppError('FORBIDDEN', 'Su rol no consulta las señales de fraude.');
  }
  if (reach === 'every') return { state: undefined };
  return { state: context.account.state ?? 'sin-estado' };
}

/** The thresholds and the recalculation: the medic and road-medicine Admins. */
export function assertFraudAdmin(context: Pick<AuthContext, 'account'>): void {
  if (reachFor(admins, callerOf(context)) === null) {
    throw new AppError('FORBIDDEN', 'Solo un Administrador cambia los umbrales o recalcula.');
  }
}

/** A state filter the reader may ask for: their own, or any when they see every state. */
export function stateFilterOf(sight: FraudSight, asked: string | undefined): string | undefined {
  if (sight.state === undefined) return asked;
  if (asked !== undefined && asked !== sight.state) {
    throw new AppError('FORBIDDEN', 'Solo puede consultar las señales de su estado.');
  }
  return sight.state;
}
