import { createRegisterInputSchema, type RegisterType, registerTypeNames } from '@aptovial/shared';
import { registerFieldErrors } from '../../modules/registers/catalogue';
import type { ImportRow } from '../kind';
import { cedulaOf, dayOf, folded, genderOf, nameOf, phoneOf, refuse } from './cells';
import { cedulaKey, type RegisterLookups, type StoredRegister } from './register-lookups';
import { type NumberLine, numberLabel, numbersOf } from './register-numbers';

export type RegisterValue = {
  nationality: 'V' | 'E';
  dni: string;
  names: string;
  lastNames: string;
  gender: 'M' | 'F';
  phone: string | null;
  dateBirth: string | null;
  type: RegisterType;
  specialty: string;
  academicDegree: string | null;
  healthNumber: string | null;
  numbers: NumberLine[];
};

/** The registers sheet's headers (modules/registers/sheet.ts); the last two are not imported. */
export const REGISTER_COLUMNS = [
  { header: 'Cédula', required: true },
  { header: 'Nombres', required: true },
  { header: 'Apellidos', required: true },
  { header: 'Nacionalidad', required: false },
  { header: 'Género', required: true },
  { header: 'Teléfono', required: false },
  { header: 'Fecha de nacimiento', required: false },
  { header: 'Tipo', required: true },
  { header: 'Especialidad', required: true },
  { header: 'Grado académico', required: false },
  { header: 'Nro Sanidad', required: false },
  { header: 'Números de colegio', required: true },
  { header: 'N.º de habilitado', required: false },
  { header: 'Creado por', required: false },
  { header: 'Creado', required: false },
] as const;

const typeOf = (text: string): RegisterType =>
  registerTypeNames.find(
    (item) =>
      folded(item.name) === folded(text) ||
      folded(item.name).startsWith(folded(text).slice(0, 6) || '-'),
  )?.as ?? refuse(`tipo «${text}» desconocido: Médico o Enfermeras`);

/** Days the registers module's schema gets for a number; the row's own solvency is kept apart. */
const schemaNumber = (number: NumberLine, today: string) => ({
  state: number.state,
  schoolNumber: number.schoolNumber,
  registerDate: today,
  currentSolvency: 'until' in number.solvency ? number.solvency.until : today,
  medicVial: number.licenseNumber !== null,
  licenseNumber: number.licenseNumber,
});

/**
 * One row of the registers sheet as a register with its college numbers, under the registers
 * module's own rules: its input schema, its catalogue checks (specialty of the type, a nurse's
 * degree, a known state, a road-medicine number's licence).
 */
export function registerOfRow(row: ImportRow, lookups: RegisterLookups): RegisterValue {
  const cell = (header: (typeof REGISTER_COLUMNS)[number]['header']) => row[header] ?? '';
  const { nationality, dni } = cedulaOf(cell('Cédula'), cell('Nacionalidad'));
  const type = typeOf(cell('Tipo'));
  const degree = cell('Grado académico') || null;
  if (type === 'medic' && degree) refuse(`un médico no lleva grado académico («${degree}»)`);
  const stored = lookups.registers.get(cedulaKey({ nationality, dni }));
  const storedLicence = (licence: string) => {
    const holder = lookups.licenceHolders.get(licence);
    return holder && holder.holder === cedulaKey({ nationality, dni }) ? holder.number : undefined;
  };
  const value: RegisterValue = {
    nationality,
    dni,
    names: nameOf(cell('Nombres'), 'nombres'),
    lastNames: nameOf(cell('Apellidos'), 'apellidos'),
    gender: genderOf(cell('Género')),
    phone: phoneOf(cell('Teléfono')),
    dateBirth: dayOf(cell('Fecha de nacimiento'), 'fecha de nacimiento'),
    type,
    specialty: cell('Especialidad'),
    academicDegree: degree,
    healthNumber: cell('Nro Sanidad') || null,
    numbers: numbersOf(cell('Números de colegio'), cell('N.º de habilitado'), storedLicence),
  };
  const { numbers, gender, ...fields } = value;
  const input = {
    ...fields,
    genders: gender,
    schoolNumbers: numbers.map((number) => schemaNumber(number, lookups.today)),
  };
  const checked = createRegisterInputSchema.safeParse(input);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    refuse(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'dato inválido'}`);
  }
  const [fieldError] = registerFieldErrors(lookups.catalogue, value);
  if (fieldError) {
    const shown = fieldError.field === 'specialty' ? value.specialty : (degree ?? '');
    refuse(`${fieldError.message.toLowerCase()} «${shown}»`);
  }
  for (const number of numbers) {
    if (!lookups.catalogue.states.includes(number.state)) {
      refuse(`estado desconocido «${number.state}»`);
    }
  }
  matchesStored(value, stored, lookups);
  return value;
}

/** Refuses a row whose cédula, college number or licence the database holds otherwise. */
function matchesStored(
  value: RegisterValue,
  stored: StoredRegister | undefined,
  lookups: RegisterLookups,
): void {
  const cedula = cedulaKey(value);
  for (const number of value.numbers) {
    const holder = lookups.numberHolders.get(`${number.state}|${number.schoolNumber}`);
    if (holder && holder !== cedula) refuse(`el número ${numberLabel(number)} es de ${holder}`);
    const licence = number.licenseNumber && lookups.licenceHolders.get(number.licenseNumber);
    if (licence && licence.number !== `${number.state}|${number.schoolNumber}`) {
      refuse(`el habilitado «${number.licenseNumber}» es de otro número (${licence.holder})`);
    }
  }
  if (!stored) return;
  const fields = [
    ['nombres', value.names, stored.names],
    ['apellidos', value.lastNames, stored.lastNames],
    ['género', value.gender, stored.gender],
    ['teléfono', value.phone, stored.phone],
    ['fecha de nacimiento', value.dateBirth, stored.dateBirth],
    ['tipo', value.type, stored.type],
    ['especialidad', value.specialty, stored.specialty],
    ['grado académico', value.academicDegree, stored.academicDegree],
    ['Nro Sanidad', value.healthNumber, stored.healthNumber],
  ] as const;
  const differing = fields.find(([, mine, theirs]) => (mine ?? '') !== (theirs ?? ''));
  if (differing) {
    const [what, mine, theirs] = differing;
    refuse(
      `${cedula} ya está guardada con otros datos: ${what} «${theirs ?? ''}» (archivo «${mine ?? ''}»)`,
    );
  }
  const numberDifference = differingNumber(value.numbers, stored.numbers, lookups.today);
  if (numberDifference) refuse(`${cedula} ya está guardada con otros números: ${numberDifference}`);
}

/** How the file's numbers differ from the stored ones, or undefined when they are the same. */
function differingNumber(
  numbers: readonly NumberLine[],
  stored: StoredRegister['numbers'],
  today: string,
) {
  for (const number of numbers) {
    const same = stored.find(
      (s) => s.state === number.state && s.schoolNumber === number.schoolNumber,
    );
    if (!same) return `${numberLabel(number)} no está guardado`;
    const solvent = same.currentSolvency >= today;
    const solvency = number.solvency;
    if (
      'until' in solvency ? solvency.until !== same.currentSolvency : solvency.solvent !== solvent
    ) {
      return `la solvencia de ${numberLabel(number)} es otra`;
    }
    if ((number.licenseNumber ?? null) !== same.licenseNumber) {
      return `el habilitado de ${numberLabel(number)} es «${same.licenseNumber ?? ''}»`;
    }
  }
  const missing = stored.find(
    (s) => !numbers.some((n) => n.state === s.state && n.schoolNumber === s.schoolNumber),
  );
  return missing ? `falta ${numberLabel(missing)}` : undefined;
}
