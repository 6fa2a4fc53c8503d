import type { Module, OperativeHistoryQuery, Role } from '@aptovial/shared';

/**
 * Query keys of the module. Everything sits under `all`, so a write (create, a transition)
 * refreshes the history, the details and the panel figures with one invalidation.
 */
export const operativesKeys = {
  all: ['operatives'] as const,
  lists: ['operatives', 'history'] as const,
  history: (query: OperativeHistoryQuery) => ['operatives', 'history', query] as const,
  details: (id: number) => ['operatives', 'details', id] as const,
  certificates: (id: number) => ['operatives', 'certificates', id] as const,
  commission: (query: object) => ['operatives', 'commission', query] as const,
  stats: (query: object) => ['operatives', 'stats', query] as const,
  /** The open requests of a state and municipality (PreRegisterOperative), counted for a new one. */
  applicantsOf: (state: string, municipality: number) =>
    ['operatives', 'municipality-requests', state, municipality] as const,
  /** The price in force (commission × dollar price) a new operative charges. */
  price: ['operatives', 'price'] as const,
};
/**
 * The same keys under the name the history's files use.
 * @alias
 */
export const operativesScope = operativesKeys;

export type OperativesSession = {
  module: Module;
  role: Role;
  user: { state: string | null; schoolNumberId: number | null };
};

/**
 * Road medicine's two roles work with operatives (docs/product/roles.md); the API checks the same.
 */
export function worksOperatives(session: OperativesSession): boolean {
  return (
    session.module === 'medicVial' && (session.role === 'VialDirector' || session.role === 'Admin')
  );
}

/**
 * Creating one: the doctor goes with their own college number (the operative keeps it), so an
 * account without one is told why instead of being refused on sending.
 */
export function createsOperatives(session: OperativesSession): boolean {
  return worksOperatives(session) && session.user.schoolNumberId !== null;
}

/** A VialDirector plans in their own state; the Admin chooses any. */
export function ownStateOf(session: OperativesSession): string | null {
  return session.role === 'Admin' ? null : session.user.state;
}
