import type { ReferenceData, Register, SchoolNumber } from '@aptovial/shared';
import { apiPaths } from '@aptovial/shared';
import type { ApiCall, ApiReply } from '../../test/apiStub';

export function schoolNumberOf(overrides: Partial<SchoolNumber> = {}): SchoolNumber {
  return {
    id: 31,
    registerId: 9,
    state: 'VE-L',
    schoolNumber: '4521',
    registerDate: '2015-06-01',
    currentSolvency: '2099-12-31',
    solvency: 'Sí',
    medicVial: false,
    licenseNumber: null,
    typeCertifields: [],
    grades: [],
    specialGrades: [],
    createdAt: '2024-03-05T14:30:00.000Z',
    ...overrides,
  };
}

/** A register as the API lists it; tests override what they are about. */
export function registerOf(overrides: Partial<Register> = {}): Register {
  return {
    id: 9,
    dni: '14555666',
    nationality: 'V',
    names: 'Carmen',
    lastNames: 'Quintero',
    genders: 'F',
    phone: null,
    dateBirth: '1980-02-15',
    specialty: 'Medicina General',
    healthNumber: 'MS-7788',
    type: 'medic',
    academicDegree: null,
    createdBy: 'admin@colegio.ve',
    createdAt: '2024-03-05T14:30:00.000Z',
    schoolNumbers: [schoolNumberOf()],
    ...overrides,
  };
}

const option = (as: string, name = as) => ({ as, name });
export const referenceData: ReferenceData = {
  roles: [],
  states: [option('VE-L', 'Mérida'), option('VE-M', 'Miranda')],
  nationalities: [],
  specialties: ['Medicina General', 'Cardiología'],
  specialtiesNurses: ['Enfermería General'],
  academicDegrees: ['Licenciatura', 'TSU'],
  municipalities: [],
  bloodTypes: [],
  rules: [],
  banks: [],
  typeCertifields: [option('Primera vez'), option('Renovación')],
  grades: [option('1', 'Primer grado'), option('2', 'Segundo grado')],
};

/** Answers the reference data, and everything else with `handler`. */
export function withReference(handler: (call: ApiCall) => ApiReply) {
  return (call: ApiCall): ApiReply =>
    call.url.startsWith(apiPaths.referenceData) ? { body: { data: referenceData } } : handler(call);
}

export function pageOf(registers: Register[], total = registers.length) {
  return { body: { data: registers, total, page: 1, limit: 10 } };
}

/** The query of a call as an object, to compare without caring about parameter order. */
export function queryOf(call: { url: string } | undefined): Record<string, string> {
  return Object.fromEntries(new URL(call?.url ?? '', 'http://x').searchParams);
}
