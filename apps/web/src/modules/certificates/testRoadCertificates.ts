import { apiPath, apiPaths, type PreviousCertificate } from '@aptovial/shared';
import { type ApiCall, type ApiReply, stubApi } from '../../test/apiStub';
import { roadLot } from '../../test/roadFixtures';
import { certificateOf, pageOf, withCertificatesReference } from './testCertificates';

// signInRoad: a VialDirector of Mérida issuing as college number 31 by default.
export { signInRoad } from '../../test/roadFixtures';

/** 1501 is taken, 5 is in no lot, 3000 is Miranda's; any other serial is free in Mérida's lot. */
function serialReply(url: string): ApiReply {
  const serial = new URL(url, 'http://x').searchParams.get('serial');
  const data = (found: object) => ({ body: { data: { certificateId: null, ...found } } });
  if (serial === '5') return data({ lot: null, inOwnState: false });
  if (serial === '1501') return data({ lot: roadLot, certificateId: 77, inOwnState: true });
  if (serial === '3000') return data({ lot: { ...roadLot, state: 'VE-M' }, inOwnState: false });
  return data({ lot: roadLot, inOwnState: true });
}

export const previousOf = (overrides: Partial<PreviousCertificate> = {}): PreviousCertificate => ({
  serial: 1400,
  expeditionDate: '2023-03-05',
  dni: '20111222',
  nationality: 'V',
  names: 'Luis',
  lastNames: 'Rangel',
  birthDate: '1990-01-10',
  stateOrigin: 'VE-L',
  occupation: 'Chofer',
  bloodType: 'O+',
  glasses: true,
  grade: '4',
  typeCertifields: 'Renovación',
  ...overrides,
});

type Reply = (call: ApiCall) => ApiReply | Promise<ApiReply>;
type RoadStub = {
  /** The road list's answer (default: one certificate). */
  list?: Reply;
  /** Answers to the writes (issue, edit, disable). */
  write?: Reply;
  /** What nextSerial offers, one per call (the last one repeats). */
  nextSerials?: (number | null)[];
  previous?: PreviousCertificate | null;
  /** Any other GET (the searches by serial and dni). */
  other?: Reply;
};

const pathOf = (call: ApiCall) => new URL(call.url, 'http://x').pathname;

/** A fake API for road medicine's certificate screens; answers the calls in order. */
export function stubRoadApi({
  list = () => pageOf([certificateOf()]),
  write = () => ({ status: 500 }),
  nextSerials = [1500],
  previous = null,
  other,
}: RoadStub = {}): ApiCall[] {
  let offered = 0;
  return stubApi(
    withCertificatesReference((call) => {
      const path = pathOf(call);
      if (call.method !== 'GET') return write(call);
      if (path === apiPaths.listCertifieldsVial) return list(call);
      if (path === apiPaths.listCertifieldsVialXlsx) return { body: 'xlsx' };
      if (path === apiPaths.searchSerialInLoteVial) return serialReply(call.url);
      if (path === apiPaths.previousCertificateVial) return { body: { data: previous } };
      if (path === apiPaths.nextSerialVial) {
        const serial = nextSerials[Math.min(offered, nextSerials.length - 1)] ?? null;
        offered += 1;
        return { body: { data: { serial, lotId: 3, numberTP: 'TP-0042' } } };
      }
      if (other !== undefined) return other(call);
      return { status: 404, body: { statusCode: 404, error: 'NOT_FOUND', message: path } };
    }),
  );
}

export const callsTo = (calls: ApiCall[], path: string, method = 'GET') =>
  calls.filter((call) => call.method === method && pathOf(call) === path);

export const updatePathOf = (id: number) => apiPath('updatedCertifieldsVial', { id });
