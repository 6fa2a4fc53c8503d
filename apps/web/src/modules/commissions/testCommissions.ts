import type { CertifieldAmount, Commission } from '@aptovial/shared';

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
