import { type Module, mayIssueCertificates } from '@aptovial/shared';

/** Query keys of the module: the doctor's list and the warnings per driver and grade. */
export const unfitKeys = {
  all: ['unfitFindings'] as const,
  own: ['unfitFindings', 'own'] as const,
  warnings: ['unfitFindings', 'warnings'] as const,
};

/**
 * Whoever issues certificates records a "No apto" (decision 0036): the medic college and the road
 * doctors. Any other session opening the page is told why and asks the API nothing.
 */
export function recordsUnfit(session: { module: Module } | null): boolean {
  return session !== null && (session.module === 'medicVial' || mayIssueCertificates(session));
}
