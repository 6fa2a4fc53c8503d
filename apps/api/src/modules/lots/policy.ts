import { lotStateOf, mayManageLots, mayReadLots, type Role, roleCodes } from '@aptovial/shared';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';

/** The signed-in college account reading or keeping lots. */
export type LotsActor = {
  accountId: number;
  userId: number;
  role: Role;
  mayManage: boolean;
  /** `undefined`: lots of every state; otherwise only this state's (`null`: none). */
  visibleState: string | null | undefined;
};

function asRole(role: string): Role {
  const known = roleCodes.find((code) => code === role);
  if (!known) throw new Error(`unknown role ${role}`);
  return known;
}

/** The actor of a session; a module without lots (nurses) is refused with FORBIDDEN. */
export function lotsActorOf({ account, user }: AuthContext): LotsActor {
  if (!mayReadLots(account)) throw new AppError('FORBIDDEN', 'Su módulo no gestiona lotes.');
  const role = asRole(account.role);
  return {
    accountId: account.id,
    userId: user.id,
    role,
    mayManage: mayManageLots({ module: account.module, role }),
    visibleState: lotStateOf({ role, state: account.state }),
  };
}

export function assertMayManage(actor: LotsActor): void {
  if (!actor.mayManage) {
    throw new AppError('FORBIDDEN', 'Solo el Administrador del Colegio de Médicos gestiona lotes.');
  }
}

export function isVisible(actor: LotsActor, lot: { state: string }): boolean {
  return actor.visibleState === undefined || lot.state === actor.visibleState;
}

/** An unknown state is a field error (the reference catalogue decides). */
export function assertKnownState(state: string, allStates: readonly string[]): void {
  if (!allStates.includes(state)) {
    throw new AppError('VALIDATION_ERROR', 'El estado indicado no existe.', [
      { field: 'state', message: 'Estado desconocido' },
    ]);
  }
}
