import { apiPaths, type CertifieldAmount, type Commission } from '@aptovial/shared';
import { type ApiCall, type ApiReply, stubApi } from '../../test/apiStub';

/** The amount in force as the API answers it; tests override what they are about. */
export function amountOf(overrides: Partial<CertifieldAmount> = {}): CertifieldAmount {
  return {
    commissionId: 3,
    commissionDollarGeneral: '5.00',
    dollarPrice: '36.5012',
    amountBolivares: '182.51',
    priceSource: 'manual',
    priceDate: '2026-10-02',
    priceFetchedAt: '2026-10-02T14:30:00.000Z',
    priceAgeDays: 0,
    priceStale: false,
    commissionCreatedAt: '2026-10-02T14:30:00.000Z',
    ...overrides,
  };
}

/** One row of the history as the API answers it. */
export function commissionOf(overrides: Partial<Commission> = {}): Commission {
  return {
    id: 3,
    commissionDollarGeneral: '5.00',
    dollarPrice: '36.5012',
    status: 'active',
    createdBy: 'admin.medicos@aptovial.test',
    createdAt: '2026-10-02T14:30:00.000Z',
    ...overrides,
  };
}

export const pathOf = (url: string) => new URL(url, 'http://x').pathname;

/** The history's page answer holding `rows`. */
export const history = (rows = [commissionOf()]): ApiReply => ({
  body: { data: rows, total: rows.length, page: 1, limit: 10 },
});

/** The amounts calls answered: the amount in force (fixed or as it stands), history, a save. */
export function stubAmounts({
  amount = { body: { data: amountOf() } },
  list = history(),
  create = (call: ApiCall): ApiReply => ({ body: { data: commissionOf(call.body as object) } }),
}: {
  amount?: ApiReply | (() => ApiReply);
  list?: ApiReply;
  create?: (call: ApiCall) => ApiReply;
} = {}) {
  return stubApi((call) => {
    const path = pathOf(call.url);
    if (path === apiPaths.certifieldAmount) return typeof amount === 'function' ? amount() : amount;
    if (path === apiPaths.listCommissionAmount) return list;
    if (path === apiPaths.createCertifieldAmount && call.method === 'POST') return create(call);
    return { status: 404 };
  });
}
