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

/** The signed-in officer managing people, and the modules whose accounts they reach. */
export type Manager = {
  account: AccountRow;
  userId: number;
  modules: readonly Module[];
};

/**
 * The Admin reaches every module of the login it came through (the college's Admin both
 * colleges); anyone else only their own module, so a medic President never touches nurses.
 */
export function managerOf(context: AuthContext, loginModules: readonly Module[]): Manager {
  const { account } = context;
  const modules =
    account.role === 'Admin'
      ? loginModules
      : loginModules.filter((module) => module === account.module);
  return { account, userId: context.user.id, modules };
}

export function toRole(role: string): Role {
  const known = roleCodes.find((code) => code === role);
  if (!known) throw new Error(`unknown role ${role}`);
  return known;
}

/**
 * Roles the manager may grant (docs/product/roles.md, "Roles a user may create") in `module`: the
 * table row of the manager's role as if it sat in that module, so the college Admin grants a
 * nurse account the nurse college's roles.
 */
export function creatableRoles(
  account: Pick<AccountRow, 'module' | 'role'>,
  module: Module = account.module,
): readonly Role[] {
  return rolesCreatableBy({ module, role: toRole(account.role) });
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

export function assertRoleAllowed(manager: Manager, role: Role, module: Module): void {
  if (!creatableRoles(manager.account, module).includes(role)) {
    throw new AppError('ROLE_NOT_ALLOWED', undefined, [
      { field: 'rol', message: 'Su cuenta no puede otorgar ese rol' },
    ]);
  }
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
