import { type FraudSignal, fraudThresholdSpecs } from '@aptovial/shared';

/** A signal of a night burst, the certificate it names and the default thresholds: the fraud pages' tests' data. */
export const signal: FraudSignal = {
  id: 7,
  kind: 'nightBurst',
  state: 'VE-B',
  schoolNumberId: 3,
  doctorName: 'Dr. Irene Blanco',
  doctorDni: '40000001',
  windowKey: '2026-06-05',
  certificateIds: [11],
  detail: { count: 6 },
  detectedAt: '2026-06-15T15:00:00.000Z',
  notifiedAt: null,
};
export const evidence = {
  id: 11,
  serial: 5_000_001,
  state: 'VE-B',
  channel: 'colegio',
  dni: '31000001',
  nationality: 'V',
  names: 'Ana',
  lastNames: 'Pérez',
  type: 'Renovación',
  grade: '3',
  status: true,
  createdAt: '2026-06-06T03:00:00.000Z',
};
export const thresholds = Object.entries(fraudThresholdSpecs).map(([key, spec]) => ({
  key,
  value: spec.default,
  default: spec.default,
  min: spec.min,
  max: spec.max,
  updatedAt: null,
}));
