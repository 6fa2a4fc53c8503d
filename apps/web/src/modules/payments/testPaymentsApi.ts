import { apiPaths, type ReferenceData } from '@aptovial/shared';
import { type ApiCall, type ApiReply, stubApi } from '../../test/apiStub';

const option = (as: string, name = as) => ({ as, name });
const reference: ReferenceData = {
  roles: [],
  states: [option('VE-L', 'Mérida'), option('VE-M', 'Miranda')],
  nationalities: [],
  specialties: [],
  specialtiesNurses: [],
  academicDegrees: [],
  municipalities: [],
  bloodTypes: [],
  rules: [],
  banks: [],
  typeCertifields: [option('Primera vez'), option('Renovación'), option('Especial')],
  grades: [option('3', 'Tercer grado'), option('4', 'Cuarto grado')],
};

export const pathOf = (call: { url: string } | undefined) =>
  new URL(call?.url ?? '', 'http://x').pathname;
export const queryOf = (call: { url: string } | undefined) =>
  Object.fromEntries(new URL(call?.url ?? '', 'http://x').searchParams);
export const callsTo = (calls: ApiCall[], path: string) =>
  calls.filter((call) => pathOf(call) === path);

const lot = {
  id: 3,
  state: 'VE-L',
  initialNumber: 1001,
  finalNumber: 2000,
  numberTP: 'TP-0042',
  used: 1,
  free: 999,
  createdBy: null,
  createdAt: '2024-03-05T14:30:00.000Z',
  updatedAt: '2024-03-05T14:30:00.000Z',
};

type Reply = (call: ApiCall) => ApiReply;

/**
 * A fake API for the payment pages: `search` answers the bank search, `issue` the issue against
 * a payment, `list` the payments list; the road issue form's reads (free serial, lot check, the
 * driver's previous certificate) answer as for a doctor with a free lot in Mérida.
 */
export function stubPaymentsApi(replies: {
  search?: Reply;
  issue?: Reply;
  list?: Reply;
  /** Any other call (an operative's details, for its payments). */
  other?: Reply;
}) {
  return stubApi((call) => {
    const path = pathOf(call);
    if (path === apiPaths.referenceData) return { body: { data: reference } };
    if (path === apiPaths.mobilePaymentSearch && replies.search) return replies.search(call);
    if (path === apiPaths.createCertifieldsPayVial && replies.issue) return replies.issue(call);
    if (path === apiPaths.chargeC2p && replies.list) return replies.list(call);
    if (path === apiPaths.paymentsC2pXlsx) return { body: 'xlsx' };
    if (path === apiPaths.nextSerialVial) {
      return { body: { data: { serial: 1500, lotId: 3, numberTP: 'TP-0042' } } };
    }
    if (path === apiPaths.searchSerialInLoteVial) {
      return { body: { data: { lot, certificateId: null, inOwnState: true } } };
    }
    if (path === apiPaths.previousCertificateVial) return { body: { data: null } };
    if (replies.other) return replies.other(call);
    throw new Error(`unexpected ${call.method} ${call.url}`);
  });
}
