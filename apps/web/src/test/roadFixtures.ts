import { apiPaths, type Certificate, type Operative, type Role } from '@aptovial/shared';
import { useSessionStore } from '../shared/session/sessionStore';
import type { ApiReply } from './apiStub';
import { meridaAndMiranda, option, referenceOf } from './referenceFixtures';
import { verifiedSessionOf } from './sessionFixtures';

// Road medicine as the certificates', payments' and operatives' tests all see it: one doctor of
// Mérida (college number 31, lot 3 "TP-0042"), kept here because a module's tests reach another
// module only through its index (docs/decisions/0013).

/** A road-medicine session: a VialDirector of Mérida issuing as college number 31 by default. */
export function signInRoad(
  rol: Role = 'VialDirector',
  schoolNumberId: number | null = 31,
  type: 'medicVial' | 'medic' = 'medicVial',
) {
  useSessionStore
    .getState()
    .signIn(verifiedSessionOf({ type, rol, state: 'VE-L', schoolNumberId }));
}

/** The catalogue the road issue form reads: two states, the certificate types and grades. */
export const roadReference = referenceOf({
  states: meridaAndMiranda,
  typeCertifields: [option('Primera vez'), option('Renovación'), option('Especial')],
  grades: [option('3', 'Tercer grado'), option('4', 'Cuarto grado')],
});

/** Lot 3 of Mérida, "TP-0042": serials 1001 to 2000, one used, as the serial searches answer it. */
export const roadLot = {
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

/**
 * The road issue form's reads as for a doctor with a free lot in Mérida: the next free serial
 * (`nextSerial` says which), every serial free in lot 3, no previous certificate of the driver
 * and no "No apto" of another doctor.
 * Undefined for any other path, for the caller's stub to answer.
 */
export function roadIssueReads(path: string, nextSerial: () => number): ApiReply | undefined {
  if (path === apiPaths.nextSerialVial) {
    return { body: { data: { serial: nextSerial(), lotId: 3, numberTP: 'TP-0042' } } };
  }
  if (path === apiPaths.searchSerialInLoteVial) {
    return { body: { data: { lot: roadLot, certificateId: null, inOwnState: true } } };
  }
  if (path === apiPaths.previousCertificateVial) return { body: { data: null } };
  // No other doctor found the driver unfit (the warning of decision 0036 stays hidden).
  if (path === apiPaths.unfitWarnings) return { body: { data: { count: 0, dates: [] } } };
  return undefined;
}

/** A road certificate as the API answers an issue: serial 1500 of Luis Rangel, no payment. */
export function roadCertificateOf(overrides: Partial<Certificate> = {}): Certificate {
  const doctor = {
    schoolNumberId: 31,
    schoolNumber: '4521',
    licenseNumber: null,
    state: 'VE-L',
    names: 'Carmen',
    lastNames: 'Quintero',
    dni: '14555666',
  };
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
    stateOrigin: null,
    occupation: null,
    grade: '3',
    typeCertifields: 'Renovación',
    typeSpecial: null,
    observations: null,
    rules: [],
    glasses: null,
    bloodType: null,
    nameDoctor: 'Carmen Quintero',
    dniDoctor: '14555666',
    status: true,
    version: 1,
    reason: null,
    createdBy: doctor,
    updatedBy: null,
    createdAt: '2024-03-05T14:30:00.000Z',
    updatedAt: '2024-03-05T14:30:00.000Z',
    ...overrides,
  };
}

type OperativeDoctor = Operative['created_By'];

/** Carmen Quintero (college number 4521) as an operative names the doctor who created it. */
export function operativeDoctorOf(overrides: Partial<OperativeDoctor> = {}): OperativeDoctor {
  return {
    email: 'carmen@example.com',
    dni: '14555666',
    names: 'Carmen',
    lastNames: 'Quintero',
    nationality: 'V',
    licenseNumber: null,
    schoolNumber: '4521',
    specialty: null,
    healthNumber: null,
    ...overrides,
  };
}

/** The doctor's operative 9: in progress in Alberto Adriani (Mérida), 5 and 6 March 2026. */
export function operativeOf(overrides: Partial<Operative> = {}): Operative {
  return {
    id: 9,
    startDate: '2026-03-05',
    endDate: '2026-03-06',
    state: 'VE-L',
    municipality: 1201,
    municipalityName: 'Alberto Adriani',
    address: { description: 'Plaza Bolívar de El Vigía', latitude: 8.6, longitude: -71.65 },
    price: '200.00',
    priceDollars: '5.00',
    dollarPrice: '40.00',
    rateDate: '2026-03-04',
    status: 'InProgress',
    totalUsers: 3,
    total: '200.00',
    certificates: 1,
    observation: null,
    recipients: [],
    startedAt: '2026-03-05T12:00:00.000Z',
    finishedAt: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    created_By: operativeDoctorOf(),
    ...overrides,
  };
}
