import { mayManageCommissions } from '@aptovial/shared';

/** Query keys of the module: the amount in force and the history's pages. */
export const commissionKeys = {
  all: ['commissions'] as const,
  amount: ['commissions', 'amount'] as const,
  lists: ['commissions', 'list'] as const,
};

/**
 * Administrar Montos (docs/product/roles.md): the medic college Admin alone. Any other session that
 * opens the address is told why, and the page asks the API nothing.
 */
export function managesCommissions(session: { module: string; role: string } | null): boolean {
  return session !== null && mayManageCommissions(session);
}
