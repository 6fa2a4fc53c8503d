import { mayManageCommissions } from '@aptovial/shared';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';

/**
 * Administrar Montos is the medic college Admin's (docs/product/screens.md and roles.md); others
 * get 403.
 */
export function assertCommissionsAdmin(context: AuthContext): void {
  if (!mayManageCommissions(context.account)) {
    throw new AppError(
      'FORBIDDEN',
      'Solo el Administrador del Colegio de Médicos administra los montos del certificado.',
    );
  }
}
