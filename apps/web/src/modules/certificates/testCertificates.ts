import type { Certificate } from '@aptovial/shared';
import { apiPaths } from '@aptovial/shared';
import type { ApiCall, ApiReply } from '../../test/apiStub';
import { option } from '../../test/referenceFixtures';
import { roadCertificateOf, roadReference } from '../../test/roadFixtures';

/**
 * A certificate as the API lists it: the road one of Luis Rangel (serial 1500, signed by Carmen
 * Quintero), a first issue with the driver's origin, occupation, blood type and no glasses.
 */
export function certificateOf(overrides: Partial<Certificate> = {}): Certificate {
  return roadCertificateOf({
    stateOrigin: 'VE-L',
    occupation: 'Chofer',
    typeCertifields: 'Primera vez',
    glasses: false,
    bloodType: 'O+',
    ...overrides,
  });
}

/** The road catalogues, with the specialties and rules the college's issue form offers. */
const reference = {
  ...roadReference,
  specialties: ['Medicina General', 'Medicina del Trabajo'],
  rules: [option('LENTES', 'Debe usar lentes correctivos'), option('DIURNO', 'Solo de día')],
};

/** Answers the reference data, and everything else with `handler`. */
type Handler = (call: ApiCall) => ApiReply | Promise<ApiReply>;

export function withCertificatesReference(handler: Handler) {
  return (call: ApiCall): ApiReply | Promise<ApiReply> =>
    call.url.startsWith(apiPaths.referenceData) ? { body: { data: reference } } : handler(call);
}

export function pageOf<T>(data: T[], total = data.length): ApiReply {
  return { body: { data, total, page: 1, limit: 10 } };
}

export { queryOf } from '../../test/apiCalls';

export const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => /^\/api\/certifields(\?|$)/.test(call.url));
