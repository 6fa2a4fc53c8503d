import {
  apiPaths,
  type CertifieldAmount,
  municipalities,
  type ReferenceData,
  states,
  todayInCaracas,
} from '@aptovial/shared';
import { type ApiCall, type ApiReply, stubApi } from '../../test/apiStub';
import { operativeItemOf } from './testOperativeRecord';

/** The catalogue as the API serves it: every state and municipality, and a tile server or none. */
export function createReference(map?: ReferenceData['map']): ReferenceData {
  return {
    roles: [],
    states: states.map(({ as, name }) => ({ as, name })),
    nationalities: [],
    specialties: [],
    specialtiesNurses: [],
    academicDegrees: [],
    municipalities: [...municipalities],
    bloodTypes: [],
    rules: [],
    banks: [],
    typeCertifields: [],
    grades: [],
    ...(map === undefined ? {} : { map }),
  };
}

export const TEST_TILES = { tileUrl: 'https://teselas.test/{z}/{x}/{y}.png', attribution: 'OSM' };

/** USD 5,00 × Bs. 40,00 on the BCV's rate of 25-11-2026: Bs. 200,00 a certificate. */
export const priceOf = (overrides: Partial<CertifieldAmount> = {}): CertifieldAmount => ({
  commissionId: 3,
  commissionDollarGeneral: '5.00',
  dollarPrice: '40.0000',
  amountBolivares: '200.00',
  priceSource: 'dolarapi',
  priceDate: '2026-11-25',
  priceFetchedAt: '2026-11-25T13:00:00.000Z',
  priceAgeDays: 0,
  priceStale: false,
  commissionCreatedAt: '2026-11-20T14:30:00.000Z',
  ...overrides,
});

/** Today in Caracas plus `days`, as the form and the API read days (YYYY-MM-DD). */
export function dayFromToday(days: number): string {
  const day = new Date(`${todayInCaracas()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** DD/MM/YYYY, as a person types a day. */
export const typed = (day: string) => day.split('-').reverse().join('/');

type Replies = {
  map?: ReferenceData['map'];
  price?: ApiReply;
  applicants?: ApiReply;
  create?: (call: ApiCall) => ApiReply;
};

/** The create page's API: catalogue, price in force, the place's requests, and the creation. */
export function stubCreateApi({
  map,
  price = { body: { data: priceOf() } },
  applicants = { body: { data: [], total: 17 } },
  create = (call) => ({ status: 201, body: { data: operativeItemOf(call.body as object) } }),
}: Replies = {}): ApiCall[] {
  return stubApi((call) => {
    const path = new URL(call.url, 'http://x').pathname;
    if (path === apiPaths.referenceData) return { body: { data: createReference(map) } };
    if (path === apiPaths.certifieldAmount) return price;
    if (path === apiPaths.preRegisterOperative) return applicants;
    if (path === apiPaths.createOperative && call.method === 'POST') return create(call);
    return { status: 404 };
  });
}
