import { AppError } from '../../errors';
import { isVisible, type Manager, mayManage } from './policy';
import type { ListedRow, UsersRepo } from './repo';

/** The account `id` if the manager sees it (else 404 USER_NOT_EXISTS). */
export async function visibleTarget(
  repo: UsersRepo,
  manager: Manager,
  id: number,
): Promise<ListedRow> {
  const row = await repo.findListed(id, manager.modules);
  if (!row || !isVisible(manager, row.account)) throw new AppError('USER_NOT_EXISTS');
  return row;
}

/** Refuses acting on an account the manager sees but may not manage, or on their own. */
export function assertManageable(manager: Manager, target: ListedRow): void {
  if (target.account.id === manager.account.id) {
    throw new AppError('FORBIDDEN', 'No puede modificar ni eliminar su propia cuenta aquí.');
  }
  if (!mayManage(manager, target.account)) {
    throw new AppError('ROLE_NOT_ALLOWED', 'No puede gestionar usuarios con ese rol.');
  }
}

export async function manageableTarget(repo: UsersRepo, manager: Manager, id: number) {
  const target = await visibleTarget(repo, manager, id);
  assertManageable(manager, target);
  return target;
}
