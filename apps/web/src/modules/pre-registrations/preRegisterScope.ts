import { mayManagePreRegistrations } from '@aptovial/shared';

/** Query keys of the module: the switch, the requests list and one request's detail. */
export const settingsKeys = { all: ['settings'] as const };
export const preRegisterKeys = {
  all: ['preRegister'] as const,
  lists: ['preRegister', 'list'] as const,
  search: ['preRegister', 'search'] as const,
};

/**
 * Lista-preRegistro and configuraciones (docs/product/roles.md): the road-medicine Admin alone. The
 * route guard turns other roles away; this says why to an Admin of another module.
 */
export function managesRequests(session: { module: string; role: string } | null): boolean {
  return session !== null && mayManagePreRegistrations(session);
}
