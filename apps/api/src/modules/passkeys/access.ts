import { mayUsePasskeys } from '@aptovial/shared';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';

/** Passkeys are for those who issue or manage people (the shared table's holders). */
export function assertHolder({ account }: AuthContext): void {
  if (!mayUsePasskeys(account)) {
    throw new AppError('FORBIDDEN', 'Su rol no usa llaves de acceso.');
  }
}

/** Each module's Admin decides for that module. */
export function assertModuleAdmin({ account }: AuthContext): void {
  if (account.role !== 'Admin') {
    throw new AppError('FORBIDDEN', 'Solo el Administrador del módulo exige llaves de acceso.');
  }
}
