import type { Certificate, ReferenceData } from '@aptovial/shared';
import { apiPaths } from '@aptovial/shared';
import type { ApiCall, ApiReply } from '../../test/apiStub';

const doctor = {
  schoolNumberId: 31,
  schoolNumber: '4521',
  licenseNumber: null,
  state: 'VE-L',
  names: 'Carmen',
  lastNames: 'Quintero',
  dni: '14555666',
};

export function certificateOf(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 501,
    serial: 1500,
    lotId: 3,
    numberTP: 'TP-0042',
    state: 'VE-L',
    sectional: null,
    place: 'Mérida',
    expeditionDate: '2024-03-05',
    dueDate: '2029-03-05',
    dni: '20111222',
    nationality: 'V',
    names: 'Luis',
    lastNames: 'Rangel',
    birthDate: '1990-01-10',
    stateOrigin: 'VE-L',
    occupation: 'Chofer',
    grade: '3',
    typeCertifields: 'Primera vez',
    typeSpecial: null,
    observations: null,
    rules: [],
    glasses: false,
    bloodType: 'O+',
    nameDoctor: 'Carmen Quintero',
    dniDoctor: '14555666',
    status: true,
    reason: null,
    createdBy: doctor,
    updatedBy: null,
    createdAt: '2024-03-05T14:30:00.000Z',
    updatedAt: '2024-03-05T14:30:00.000Z',
    ...overrides,
  };
}

const option = (as: string, name = as) => ({ as, name });
const reference: ReferenceData = {
  roles: [],
  states: [option('VE-L', 'Mérida'), option('VE-M', 'Miranda')],
  nationalities: [],
  specialties: ['Medicina General', 'Medicina del Trabajo'],
  specialtiesNurses: [],
  academicDegrees: [],
  municipalities: [],
  bloodTypes: [],
  rules: [option('LENTES', 'Debe usar lentes correctivos'), option('DIURNO', 'Solo de día')],
  banks: [],
  typeCertifields: [option('Primera vez'), option('Renovación'), option('Especial')],
  grades: [option('3', 'Tercer grado'), option('4', 'Cuarto grado')],
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

export function queryOf(call: { url: string } | undefined): Record<string, string> {
  return Object.fromEntries(new URL(call?.url ?? '', 'http://x').searchParams);
}

export const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => /^\/api\/certifields(\?|$)/.test(call.url));
