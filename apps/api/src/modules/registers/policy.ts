import {
  type RegisterType,
  type Role,
  readsEnabledMedicsOnly,
  registerTypesFor,
  roleCodes,
  statesAllowedFor,
} from '@aptovial/shared';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';

/** The signed-in account reading or keeping registers. */
export type Keeper = {
  accountId: number;
  userId: number;
  role: Role;
  /** The account's state (`null`: none). */
  state: string | null;
  /** Register types it reads (docs/product/roles.md, `registerTypesFor`). */
  types: readonly RegisterType[];
  /**
   * `undefined`: registers of every state; otherwise only those with a college number in this
   * state (`null`: none at all).
   */
  visibleState: string | null | undefined;
  /** The road-medicine Admin: medics with a road-medicine number only (`readsEnabledMedicsOnly`). */
  enabledMedicsOnly: boolean;
};

function asRole(role: string): Role {
  const known = roleCodes.find((code) => code === role);
  if (!known) throw new Error(`unknown role ${role}`);
  return known;
}

/**
 * College Admins see every state; other college accounts the registers with a number in their
 * own state; INTT reads medics of every state; the road-medicine Admin the enabled medics of
 * every state.
 */
export function keeperOf({ account, user }: AuthContext): Keeper {
  const role = asRole(account.role);
  const everyState = role === 'Admin' || account.module === 'INTT';
  const enabledMedicsOnly = readsEnabledMedicsOnly({ module: account.module, role });
  return {
    accountId: account.id,
    userId: user.id,
    role,
    state: account.state,
    types: enabledMedicsOnly ? ['medic'] : registerTypesFor({ module: account.module, role }),
    visibleState: everyState ? undefined : account.state,
    enabledMedicsOnly,
  };
}

/** Who reads the college's registers: college accounts, and the road-medicine Admin. */
export function assertReadsRegisters(account: AuthContext['account']): void {
  const college = account.module === 'medic' || account.module === 'nurse';
  if (!college && !readsEnabledMedicsOnly({ module: account.module, role: asRole(account.role) })) {
    throw new AppError('WRONG_MODULE');
  }
}

/** Creating (or turning a register into) a type the account does not see is refused. */
export function assertTypeAllowed(keeper: Keeper, type: RegisterType): void {
  if (!keeper.types.includes(type)) {
    throw new AppError('FORBIDDEN', 'No puede gestionar registros de ese tipo.');
  }
}

/** Non-Admin accounts keep college numbers of their own state only. */
export function assertStatesAllowed(
  keeper: Keeper,
  states: readonly string[],
  allStates: readonly string[],
): void {
  const allowed = statesAllowedFor(keeper, allStates);
  if (states.some((state) => !allowed.includes(state))) {
    throw new AppError(
      'STATE_NOT_ALLOWED',
      'Solo puede gestionar números de colegio de su estado.',
    );
  }
}

/** The actor columns of an audit event. */
export const actorOf = (keeper: Keeper, ip: string) => ({
  accountId: keeper.accountId,
  userId: keeper.userId,
  ip,
});
