import { mayManagePreRegistrations } from '@aptovial/shared';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';

/** The switches are the road-medicine Admin's (docs/product/roles.md); everyone else gets 403. */
export function assertRoadAdmin(context: AuthContext): void {
  if (!mayManagePreRegistrations(context.account)) {
    throw new AppError(
      'FORBIDDEN',
      'Solo el Administrador de Medicina Vial cambia la configuración.',
    );
  }
}
