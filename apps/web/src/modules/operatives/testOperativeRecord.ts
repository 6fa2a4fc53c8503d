import { apiPath, apiPaths, type Operative } from '@aptovial/shared';
import { pathOf } from '../../test/apiCalls';
import type { ApiCall, ApiReply } from '../../test/apiStub';
import { commissionOf, operativeStatsOf } from '../../test/operativeFigures';
import { meridaAndMiranda, referenceOf } from '../../test/referenceFixtures';
import { operativeDoctorOf } from '../../test/roadFixtures';

export { pathOf, queryOf } from '../../test/apiCalls';

export { answersOperativesPanel, operativeStatsOf } from '../../test/operativeFigures';

/** An operative as the API answers it: Pendiente in Alberto Adriani (Mérida), two days of 2099. */
export function operativeItemOf(overrides: Partial<Operative> = {}): Operative {
  return {
    id: 5,
    startDate: '2099-03-05',
    endDate: '2099-03-06',
    state: 'VE-L',
    municipality: 1402,
    municipalityName: 'Alberto Adriani',
    address: { description: 'Plaza Bolívar de El Vigía', latitude: 8.6167, longitude: -71.65 },
    price: '1520.50',
    priceDollars: '5.00',
    dollarPrice: '304.10',
    rateDate: '2099-03-01',
    status: 'Pending',
    totalUsers: 42,
    total: '3041.00',
    certificates: 2,
    observation: null,
    recipients: [],
    startedAt: null,
    finishedAt: null,
    createdAt: '2099-03-01T14:30:00.000Z',
    created_By: operativeDoctorOf({ licenseNumber: 'H-204' }),
    ...overrides,
  };
}

export const recordReference = referenceOf({ states: meridaAndMiranda });

export const callsTo = (calls: ApiCall[], path: string) =>
  calls.filter((call) => pathOf(call) === path);

type Reply = (call: ApiCall) => ApiReply;
type RecordReplies = {
  history?: Reply;
  details?: Reply;
  transition?: Reply;
  stats?: Reply;
  commission?: Reply;
};

/**
 * A fake API for the record and the panel: the reference data, the list, one operative's
 * details, its certificates by type and its commission, the transitions and the stats. Each
 * answer can be replaced; anything else asked is a test failure.
 */
// The four transitions' paths without their id (PUT .../cancelOperative/{id} and the rest).
const transitionPaths = (
  ['cancelOperative', 'rescheduleOperative', 'startOperative', 'finishOperative'] as const
).map((name) => apiPaths[name].replace('{id}', ''));

export function recordApi(replies: RecordReplies = {}): Reply {
  const operative = operativeItemOf();
  return (call) => {
    const path = pathOf(call);
    if (path === apiPaths.referenceData) return { body: { data: recordReference } };
    if (path === apiPaths.operativeHistory) {
      return (
        replies.history?.(call) ?? { body: { data: [operative], total: 1, page: 1, limit: 10 } }
      );
    }
    if (path === apiPaths.operativeHistoryXlsx) return { body: 'xlsx' };
    if (path === apiPaths.operativeStats) {
      return replies.stats?.(call) ?? { body: { data: operativeStatsOf() } };
    }
    if (path === apiPaths.operativeCommission) {
      return replies.commission?.(call) ?? { body: { data: commissionOf() } };
    }
    if (path.startsWith(apiPath('operativeCertificateCount', { id: 0 }).slice(0, -1))) {
      const byType = [
        { type: 'Primera vez', total: 1 },
        { type: 'Renovación', total: 1 },
      ];
      return { body: { data: { total: 2, byType } } };
    }
    if (path.startsWith(apiPath('operativeDetails', { id: 0 }).slice(0, -1))) {
      return replies.details?.(call) ?? { body: { data: operative } };
    }
    if (call.method === 'PUT' && transitionPaths.some((prefix) => path.startsWith(prefix))) {
      return replies.transition?.(call) ?? { body: { data: operative } };
    }
    throw new Error(`unexpected ${call.method} ${call.url}`);
  };
}
