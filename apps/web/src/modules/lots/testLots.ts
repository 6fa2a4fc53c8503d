import type { Lot } from '@aptovial/shared';
import { apiPaths } from '@aptovial/shared';
import type { ApiCall, ApiReply } from '../../test/apiStub';
import { meridaAndMiranda, referenceOf } from '../../test/referenceFixtures';

export function lotOf(overrides: Partial<Lot> = {}): Lot {
  return {
    id: 3,
    state: 'VE-L',
    initialNumber: 1001,
    finalNumber: 2000,
    numberTP: 'TP-0042',
    used: 250,
    free: 750,
    createdBy: 'admin@colegio.ve',
    createdAt: '2024-03-05T14:30:00.000Z',
    updatedAt: '2024-03-05T14:30:00.000Z',
    ...overrides,
  };
}

const reference = referenceOf({ states: meridaAndMiranda });

/** Answers the reference data, and everything else with `handler`. */
export function withLotsReference(handler: (call: ApiCall) => ApiReply) {
  return (call: ApiCall): ApiReply =>
    call.url.startsWith(apiPaths.referenceData) ? { body: { data: reference } } : handler(call);
}

export function lotsPageOf(lots: Lot[], total = lots.length): ApiReply {
  return { body: { data: lots, total, page: 1, limit: 10 } };
}

export { queryOf } from '../../test/apiCalls';
