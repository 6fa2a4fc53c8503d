import type { FraudSignalsQuery, Module, Role } from '@aptovial/shared';

/** Query keys of the fraud report; a recalculation or new thresholds refresh everything. */
export const fraudKeys = {
  all: ['fraud'] as const,
  list: (query: FraudSignalsQuery) => ['fraud', 'signals', query] as const,
  one: (id: number) => ['fraud', 'signal', id] as const,
  thresholds: ['fraud', 'thresholds'] as const,
};

type FraudSession = { module: Module; role: Role };

/** The report's readers (the API checks the same table): see packages/shared/src/access. */
export function readsFraud({ module, role }: FraudSession): boolean {
  if (module === 'medic') return role === 'Admin' || role === 'President';
  if (module === 'INTT') return role === 'ManagingDirector';
  return module === 'medicVial' && role === 'Admin';
}

/** The medic and road-medicine Admins set the thresholds and recalculate. */
export function keepsFraudThresholds({ module, role }: FraudSession): boolean {
  return role === 'Admin' && (module === 'medic' || module === 'medicVial');
}
