import {
  type Module,
  type Role,
  roleCodes,
  rolesCreatableBy,
  statesAllowedFor,
} from '@aptovial/shared';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';
import type { AccountRow } from './repo';

/** The signed-in officer managing people, and the modules of the login they came through. */
export type Manager = {
  account: AccountRow;
  userId: number;
  modules: readonly Module[];
};

export function managerOf(context: AuthContext, modules: readonly Module[]): Manager {
  return { account: context.account, userId: context.user.id, modules };
}

export function toRole(role: string): Role {
  const known = roleCodes.find((code) => code === role);
  if (!known) throw new Error(`unknown role ${role}`);
  return known;
}

/** Roles the manager may grant (SPEC.md section 6, "Roles a user may create"). */
export function creatableRoles(account: Pick<AccountRow, 'module' | 'role'>): readonly Role[] {
  return rolesCreatableBy({ module: account.module, role: toRole(account.role) });
}

/** Whether the account may use the people-management routes at all. */
export function managesUsers(account: Pick<AccountRow, 'module' | 'role'>): boolean {
  return creatableRoles(account).length > 0;
}

export const isAdmin = (manager: Manager) => manager.account.role === 'Admin';

/** The one state a non-Admin manager sees (`null`: none); `undefined` for Admin (every state). */
export function visibleStateOf(manager: Manager): string | null | undefined {
  return isAdmin(manager) ? undefined : manager.account.state;
}

export function isVisible(manager: Manager, target: Pick<AccountRow, 'module' | 'state'>) {
  if (!manager.modules.includes(target.module)) return false;
  return (
    isAdmin(manager) || (manager.account.state !== null && target.state === manager.account.state)
  );
}

/** Admin manages everyone it sees; others only the roles they may create. */
export function mayManage(manager: Manager, target: Pick<AccountRow, 'role'>): boolean {
  return isAdmin(manager) || creatableRoles(manager.account).includes(toRole(target.role));
}

export function assertRoleAllowed(manager: Manager, role: Role): void {
  if (!creatableRoles(manager.account).includes(role)) throw new AppError('ROLE_NOT_ALLOWED');
}

/** An unknown state is a field error; a known one outside the manager's reach is refused. */
export function assertStateAllowed(manager: Manager, state: string, allStates: readonly string[]) {
  if (!allStates.includes(state)) {
    throw new AppError('VALIDATION_ERROR', 'El estado indicado no existe.', [
      { field: 'state', message: 'Estado desconocido' },
    ]);
  }
  const role = toRole(manager.account.role);
  if (!statesAllowedFor({ role, state: manager.account.state }, allStates).includes(state)) {
    throw new AppError('STATE_NOT_ALLOWED');
  }
}

export function assertModuleAllowed(manager: Manager, module: Module): void {
  if (!manager.modules.includes(module)) {
    throw new AppError('VALIDATION_ERROR', 'El tipo de usuario no corresponde a este módulo.', [
      { field: 'type', message: 'Módulo no permitido en este inicio de sesión' },
    ]);
  }
}
