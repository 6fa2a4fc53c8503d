import { apiPaths, type OperativeCommission, type OperativeStats } from '@aptovial/shared';
import type { ApiCall, ApiReply } from './apiStub';

// The operatives' panel figures, shared by the operatives' tests and the road panel's.

export const operativeStatsOf = (overrides: Partial<OperativeStats> = {}): OperativeStats => ({
  byStatus: { Pending: 3, InProgress: 1, Executed: 12, Cancelled: 2, Rescheduled: 1 },
  today: 1,
  week: 2,
  month: 4,
  inRange: 19,
  certificates: 1250,
  collected: '1900625.00',
  ...overrides,
});

export const commissionOf = (
  overrides: Partial<OperativeCommission> = {},
): OperativeCommission => ({
  certificates: 2,
  commissionDollarGeneral: '1.50',
  dollarPrice: '304.10',
  rateDate: '2099-03-01',
  owedDollars: '3.00',
  owedBolivares: '912.30',
  ...overrides,
});

/** For the road panel's own tests: the operatives' figures answer, the rest is theirs. */
export function answersOperativesPanel(call: ApiCall): ApiReply | undefined {
  const path = new URL(call.url, 'http://x').pathname;
  if (path === apiPaths.operativeStats) return { body: { data: operativeStatsOf() } };
  if (path === apiPaths.operativeCommission) return { body: { data: commissionOf() } };
  return undefined;
}
