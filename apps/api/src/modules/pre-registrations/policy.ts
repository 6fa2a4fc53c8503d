import { mayManagePreRegistrations } from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { authOf } from '../../plugins/auth';

/**
 * Lista-preRegistro and a request's detail are the road-medicine Admin's (docs/product/roles.md): a
 * vialDirector, the college and INTT get 403, whatever the menu shows.
 */
export function roadAdminOnly(request: FastifyRequest): void {
  if (!mayManagePreRegistrations(authOf(request).context.account)) {
    throw new AppError(
      'FORBIDDEN',
      'Solo el Administrador de Medicina Vial consulta la lista de solicitudes.',
    );
  }
}
