import { apiPaths } from '@aptovial/shared';
import { auditEvents, commissions, exchangeRates } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { countRows } from '../../test/rows';
import { callerOf } from '../pre-registrations/testing';
import { tokensFor } from '../users/testing';

/** The amounts calls of one test app, signed with a token or anonymous. */
export function amountsCalls(t: () => TestApp) {
  const call = callerOf(t);
  const tokenOf = tokensFor(t);
  return {
    tokenOf,
    admin: () => tokenOf('colegio', 'admin.medicos'),
    create: (token: string | undefined, payload: object) =>
      call(token, { method: 'POST', url: apiPaths.createCertifieldAmount, payload }),
    list: (token: string | undefined, query = '') =>
      call(token, { method: 'GET', url: `${apiPaths.listCommissionAmount}${query}` }),
    amount: (token: string | undefined) =>
      call(token, { method: 'GET', url: apiPaths.certifieldAmount }),
    /** Commissions, rates and audit events: a refused request changes none. */
    written: () =>
      countRows(t().database.db, { commissions, rates: exchangeRates, audit: auditEvents }),
  };
}

/** An official rate as the refresher would have stored it. */
export async function storeRate(
  t: TestApp,
  rate: string,
  rateDate: string,
  source = 'dolarapi',
  fetchedAt = new Date(),
): Promise<void> {
  await t.database.db.insert(exchangeRates).values({ rate, rateDate, source, fetchedAt });
}
