import { certificateTypes, createCertificateInputSchema, stateName } from '@aptovial/shared';
import type { ImportRow, RowCheck } from '../kind';
import { checkedRow, folded, refuse } from './cells';
import {
  CERTIFICATE_COLUMNS as C,
  DEFAULT_REASON,
  GLASSES_WORDS,
  headerOfField,
  STATUS_WORDS,
} from './certificate-columns';
import { type CertificateLookups, doctorKey, type KnownDoctor } from './certificate-lookups';
import {
  holderCode,
  holderText,
  type PrintedFields,
  printOf,
  storedOn,
} from './certificate-prints';
import {
  momentOf,
  requiredCedulaOf,
  requiredDayOf,
  requiredStateOf,
  wholeNumberOf,
} from './import-cells';

/** A certificate of the old system, ready to insert (decision 0080). */
export type ImportedCertificate = PrintedFields & {
  lotId: number;
  sectional: null;
  /** The old system's record time; noon of the expedition day when the file leaves it out. */
  createdAt: Date;
  /** Stored already as the file says: counted unchanged, not written again. */
  present: boolean;
};

const typeCodes = new Map(certificateTypes.map((type) => [folded(type.as), type.as]));

/** The fields the issue form's schema checks (formats, Especial, dates in order, validity). */
function holderAndAptitude(cell: (header: string) => string) {
  const { nationality, dni } = requiredCedulaOf(cell(C.cedula), C.cedula);
  const rules = cell(C.rules);
  const input = {
    serial: 1,
    place: cell(C.place),
    expeditionDate: requiredDayOf(cell(C.expeditionDate), C.expeditionDate),
    dueDate: requiredDayOf(cell(C.dueDate), C.dueDate),
    dni,
    nationality,
    names: cell(C.names),
    lastNames: cell(C.lastNames),
    birthDate: requiredDayOf(cell(C.birthDate), C.birthDate),
    occupation: cell(C.occupation),
    grade: cell(C.grade),
    typeCertifields: typeCodes.get(folded(cell(C.type))) ?? cell(C.type),
    typeSpecial: cell(C.typeSpecial),
    observations: cell(C.observations),
    rules: rules === '' ? [] : rules.split(',').map((rule) => rule.trim().toUpperCase()),
    glasses: glassesOf(cell(C.glasses)),
    bloodType: cell(C.bloodType) || null,
  };
  if (input.dueDate <= input.expeditionDate) {
    refuse(`«${C.dueDate}» debe ser posterior a «${C.expeditionDate}»`);
  }
  const parsed = createCertificateInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const header = headerOfField[String(issue?.path[0])] ?? C.serial;
  return refuse(`«${header}»: ${issue?.message ?? 'no es válido'}`);
}

function glassesOf(text: string): boolean | null {
  const glasses = GLASSES_WORDS[folded(text)];
  return glasses === undefined
    ? refuse(`«${C.glasses}»: Sí, No o Sin definir, no «${text}»`)
    : glasses;
}

/** The issuing medic: by college number in the lot's state, else by cédula there. */
function doctorOf(cell: (header: string) => string, state: string, lookups: CertificateLookups) {
  const number = cell(C.schoolNumber);
  const dniText = cell(C.doctorDni)
    .replace(/^[VE]-?/i, '')
    .replaceAll('.', '');
  if (number === '' && dniText === '') {
    return refuse(`falta el médico: «${C.schoolNumber}» o «${C.doctorDni}»`);
  }
  const where = stateName(state);
  let doctor: KnownDoctor | null | undefined;
  if (number !== '') {
    doctor = lookups.byNumber.get(doctorKey(state, number));
    if (!doctor) return refuse(`médico desconocido: N.º de colegio ${number} en ${where}`);
    if (dniText !== '' && dniText !== doctor.dni) {
      refuse(`la cédula del médico ${dniText} no es la del N.º de colegio ${number} en ${where}`);
    }
    return doctor;
  }
  doctor = lookups.byDni.get(doctorKey(state, dniText));
  if (doctor === null)
    refuse(
      `el médico de cédula ${dniText} tiene varios números en ${where}: indique «${C.schoolNumber}»`,
    );
  return (
    doctor ?? refuse(`médico desconocido: cédula ${dniText} sin número de colegio en ${where}`)
  );
}

function statusOf(cell: (header: string) => string) {
  const text = cell(C.status);
  const status = text === '' ? true : STATUS_WORDS[folded(text)];
  if (status === undefined) refuse(`«${C.status}»: Habilitado o Deshabilitado, no «${text}»`);
  return status
    ? { status: true, reason: null }
    : { status: false, reason: cell(C.reason) || DEFAULT_REASON };
}

/** One row of the certificates file, checked against the lots, the medics and the stored ones. */
export function checkCertificate(
  row: ImportRow,
  lookups: CertificateLookups,
): RowCheck<ImportedCertificate> {
  return checkedRow(() => {
    const cell = (header: string) => row[header] ?? '';
    const serial = wholeNumberOf(cell(C.serial), C.serial);
    const lot =
      lookups.lots.holding(serial) ?? refuse(`el serial ${serial} no está en ningún lote`);
    const state = requiredStateOf(cell(C.state), C.state);
    if (state !== lot.state) {
      refuse(
        `el serial ${serial} es de un lote de ${stateName(lot.state)}, no de ${stateName(state)}`,
      );
    }
    const numberTP = cell(C.numberTP);
    if (numberTP !== '' && numberTP !== lot.numberTP) {
      refuse(`el serial ${serial} es del lote de TP ${lot.numberTP}, no ${numberTP}`);
    }
    const fields = holderAndAptitude(cell);
    const doctor = doctorOf(cell, lot.state, lookups);
    const printed: PrintedFields = {
      serial,
      state: lot.state,
      place: fields.place,
      expeditionDate: fields.expeditionDate,
      dueDate: fields.dueDate,
      nationality: fields.nationality,
      dni: fields.dni,
      names: fields.names,
      lastNames: fields.lastNames,
      birthDate: fields.birthDate,
      grade: fields.grade,
      type: fields.typeCertifields,
      typeSpecial: fields.typeSpecial ?? null,
      observations: fields.observations ?? null,
      rules: fields.rules,
      glasses: fields.glasses,
      bloodType: fields.bloodType ?? null,
      occupation: fields.occupation ?? null,
      schoolNumberId: doctor.id,
      nameDoctor: cell(C.doctor) || doctor.name,
      dniDoctor: doctor.dni,
      ...statusOf(cell),
    };
    const createdAt =
      momentOf(cell(C.createdAt), C.createdAt) ??
      momentOf(printed.expeditionDate, C.expeditionDate);
    const stored = storedOn(lookups.stored, serial);
    if (stored && stored.holder !== holderCode(printed.nationality, printed.dni)) {
      refuse(`el serial ${serial} ya está emitido a otro titular (${holderText(stored.holder)})`);
    }
    if (stored && stored.print !== printOf(printed)) {
      refuse(`el serial ${serial} ya está registrado con otros datos del mismo titular`);
    }
    return {
      ...printed,
      lotId: lot.id,
      sectional: null,
      createdAt: createdAt ?? new Date(),
      present: stored !== undefined,
    };
  });
}
