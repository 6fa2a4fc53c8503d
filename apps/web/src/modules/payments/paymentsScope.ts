import type { Module, Role } from '@aptovial/shared';
import { roadCertificatesAccessOf } from '../certificates/index';

/** Query keys of the module: the payments list and the panel's money figures. */
export const paymentsKeys = {
  all: ['payments'] as const,
  lists: ['payments', 'list'] as const,
  summary: ['payments', 'summary'] as const,
};

export type PaymentsSession = {
  module: Module;
  role: Role;
  user: { state: string | null; schoolNumberId: number | null };
};

/**
 * Road medicine's payments (docs/product/screens.md: busqueda-pago-moviles, registar-certificados-
 * medicos-pagos, lista-de-pagos-movil): its sessions alone. The API keeps a VialDirector to the
 * payments they recorded; the Admin reads them all.
 */
export function readsPayments(session: PaymentsSession): boolean {
  return session.module === 'medicVial';
}

/** Issuing against a payment takes the session's own college number, as any road issue. */
export function issuesAgainstPayments(session: PaymentsSession): boolean {
  return roadCertificatesAccessOf(session).issuesNew;
}
