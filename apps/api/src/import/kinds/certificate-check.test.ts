import { describe, expect, it } from 'vitest';
import { certificatesSheet } from '../../modules/certificates/sheet';
import type { ImportRow } from '../kind';
import { checkCertificate, type ImportedCertificate } from './certificate-check';
import { CERTIFICATE_COLUMNS, certificateColumnList } from './certificate-columns';
import type { CertificateLookups, KnownDoctor, KnownLot } from './certificate-lookups';
import { holderCode, printOf } from './certificate-prints';
import { SerialRanges } from './serial-ranges';

const lot: KnownLot = {
  id: 3,
  state: 'VE-A',
  numberTP: 'TP-2019-01',
  initialNumber: 500,
  finalNumber: 999,
};
const doctor: KnownDoctor = { id: 41, dni: '9876543', name: 'Alejandro Mendoza Rivas' };

function lookups(stored: ImportedCertificate[] = []): CertificateLookups {
  const sorted = [...stored].sort((a, b) => a.serial - b.serial);
  return {
    lots: new SerialRanges([
      lot,
      { ...lot, id: 4, state: 'VE-L', initialNumber: 1000, finalNumber: 1500 },
    ]),
    byNumber: new Map([['VE-A|10231', doctor]]),
    byDni: new Map([['VE-A|9876543', doctor]]),
    stored: {
      serials: Float64Array.from(sorted.map((c) => c.serial)),
      holders: Float64Array.from(sorted.map((c) => holderCode(c.nationality, c.dni))),
      prints: Float64Array.from(sorted.map(printOf)),
    },
  };
}

/** A row as the product's export sheet writes it. */
const row = (cells: Partial<Record<keyof typeof CERTIFICATE_COLUMNS, string>> = {}): ImportRow => {
  const all = {
    serial: '512',
    numberTP: 'TP-2019-01',
    state: 'Distrito Capital',
    place: 'Caracas',
    expeditionDate: '02/03/2020',
    dueDate: '02/03/2025',
    cedula: 'V-14555666',
    names: 'Ana María',
    lastNames: 'Pérez Ñáñez',
    birthDate: '10/07/1985',
    grade: '2',
    type: 'Primera vez',
    typeSpecial: '',
    rules: '',
    observations: '',
    glasses: 'No',
    bloodType: 'O+',
    occupation: 'Docente',
    doctor: 'Alejandro Mendoza Rivas',
    doctorDni: '9876543',
    schoolNumber: '10231',
    status: 'Habilitado',
    reason: '',
    createdAt: '02/03/2020 09:15',
    ...cells,
  };
  return Object.fromEntries(
    Object.entries(all).map(([field, text]) => [
      CERTIFICATE_COLUMNS[field as keyof typeof CERTIFICATE_COLUMNS],
      text,
    ]),
  );
};

const accepted = (cells: Parameters<typeof row>[0] = {}, known = lookups()) => {
  const checked = checkCertificate(row(cells), known);
  if (!checked.ok) throw new Error(checked.reason);
  return checked.value;
};
const reason = (cells: Parameters<typeof row>[0], known = lookups()) => {
  const checked = checkCertificate(row(cells), known);
  return checked.ok ? 'accepted' : checked.reason;
};

describe('certificates of the old system, row by row', () => {
  it('reads the headers of the product’s own export sheet', () => {
    const exported = certificatesSheet([]).columns.map((column) => column.header);
    expect(certificateColumnList.map((column) => column.header)).toEqual(exported);
  });

  it('accepts an exported row: the lot’s state, the doctor by college number, Creado in Caracas', () => {
    const value = accepted();
    expect(value).toMatchObject({
      serial: 512,
      lotId: 3,
      state: 'VE-A',
      expeditionDate: '2020-03-02',
      dueDate: '2025-03-02',
      nationality: 'V',
      dni: '14555666',
      birthDate: '1985-07-10',
      schoolNumberId: 41,
      dniDoctor: '9876543',
      status: true,
      reason: null,
      glasses: false,
      present: false,
    });
    expect(value.createdAt.toISOString()).toBe('2020-03-02T13:15:00.000Z');
  });

  it('takes noon of the expedition day without Creado, the state’s code, and the doctor by cédula', () => {
    const value = accepted({ createdAt: '', state: 'VE-A', schoolNumber: '', numberTP: '' });
    expect(value.createdAt.toISOString()).toBe('2020-03-02T16:00:00.000Z');
    expect(value.schoolNumberId).toBe(41);
  });

  it('keeps a disabled certificate disabled, with the old system’s reason or a default one', () => {
    expect(accepted({ status: 'Anulado', reason: 'Datos falsos' })).toMatchObject({
      status: false,
      reason: 'Datos falsos',
    });
    expect(accepted({ status: 'Deshabilitado' }).reason).toBe(
      'Deshabilitado en el sistema anterior',
    );
  });

  it.each([
    ['a serial outside every lot', { serial: '2000' }, 'el serial 2000 no está en ningún lote'],
    ['a day that does not exist', { birthDate: '31/02/1990' }, '31/02/1990 no existe'],
    [
      'an expiry before the issue',
      { dueDate: '01/03/2020' },
      '«Vencimiento» debe ser posterior a «Expedición»',
    ],
    ['an unknown doctor', { schoolNumber: '99999' }, 'médico desconocido: N.º de colegio 99999'],
    [
      'a doctor’s cédula not of the number',
      { doctorDni: '1234567' },
      'no es la del N.º de colegio 10231',
    ],
    ['an unknown state', { state: 'Gotham' }, 'estado desconocido «Gotham»'],
    [
      'a state other than the lot’s',
      { state: 'Lara' },
      'es de un lote de Distrito Capital, no de Lara',
    ],
    ['another lot’s TP', { numberTP: 'TP-X' }, 'es del lote de TP TP-2019-01, no TP-X'],
    ['an unknown status', { status: 'Perdido' }, '«Estatus»: Habilitado o Deshabilitado'],
    ['an unknown grade', { grade: '9' }, '«Grado»: Grado desconocido'],
    [
      'an Especial without observations',
      { type: 'Especial', typeSpecial: 'Visión', rules: 'LENTES' },
      '«Observaciones»',
    ],
    [
      'a validity past the grade’s cap',
      { dueDate: '02/03/2029' },
      '«Vencimiento»: Para el grado 2',
    ],
  ])('refuses %s', (_what, cells, expected) => {
    expect(reason(cells)).toContain(expected);
  });

  it('counts a serial stored with the same data unchanged, and refuses other data or holder', () => {
    const known = lookups([accepted()]);
    expect(accepted({}, known).present).toBe(true);
    expect(reason({ place: 'Petare' }, known)).toBe(
      'el serial 512 ya está registrado con otros datos del mismo titular',
    );
    expect(reason({ cedula: 'E-81234567' }, known)).toBe(
      'el serial 512 ya está emitido a otro titular (V-14555666)',
    );
  });
});
