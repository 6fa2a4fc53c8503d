import type { Register } from '@aptovial/shared';
import type { CreateRegisterBody, SaveRegisterInput } from './api/saveRegister';
import type { RegisterTypeCode } from './registersScope';

export type SchoolNumberRow = {
  /** React key that survives adding and removing rows. */
  key: string;
  /** null for a number the form adds; the API updates the ones with an id. */
  id: number | null;
  state: string;
  schoolNumber: string;
  registerDate: string;
  currentSolvency: string;
  medicVial: boolean;
  licenseNumber: string;
  typeCertifields: string[];
  grades: string[];
  specialGrades: string[];
};

export const registerTextFields = [
  'nationality',
  'dni',
  'names',
  'lastNames',
  'genders',
  'phone',
  'dateBirth',
  'specialty',
  'healthNumber',
  'type',
  'academicDegree',
] as const;
export type RegisterTextField = (typeof registerTextFields)[number];
export type RegisterFormValues = Record<RegisterTextField, string> & {
  schoolNumbers: SchoolNumberRow[];
};

let rowCounter = 0;
export function emptySchoolNumber(state: string): SchoolNumberRow {
  rowCounter += 1;
  return {
    key: `new-${rowCounter}`,
    id: null,
    state,
    schoolNumber: '',
    registerDate: '',
    currentSolvency: '',
    medicVial: false,
    licenseNumber: '',
    typeCertifields: [],
    grades: [],
    specialGrades: [],
  };
}

/** A new register starts with the session's module as type and one number in its only state. */
export function initialRegisterValues(
  register: Register | null,
  defaults: { type: RegisterTypeCode | ''; state: string },
): RegisterFormValues {
  const rows = register?.schoolNumbers.map(
    (row): SchoolNumberRow => ({
      key: `id-${row.id}`,
      id: row.id,
      state: row.state,
      schoolNumber: row.schoolNumber,
      registerDate: row.registerDate.slice(0, 10),
      currentSolvency: row.currentSolvency.slice(0, 10),
      medicVial: row.medicVial,
      licenseNumber: row.licenseNumber ?? '',
      typeCertifields: row.typeCertifields,
      grades: row.grades,
      specialGrades: row.specialGrades,
    }),
  );
  return {
    nationality: register?.nationality ?? 'V',
    dni: register?.dni ?? '',
    names: register?.names ?? '',
    lastNames: register?.lastNames ?? '',
    genders: register?.genders ?? '',
    phone: register?.phone ?? '',
    dateBirth: register?.dateBirth?.slice(0, 10) ?? '',
    specialty: register?.specialty ?? '',
    healthNumber: register?.healthNumber ?? '',
    type: register?.type ?? defaults.type,
    academicDegree: register?.academicDegree ?? '',
    schoolNumbers: rows ?? [emptySchoolNumber(defaults.state)],
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** What createRegisterInputSchema reads: ids and row keys stay out (the schema is strict). */
export function toRegisterInput(values: RegisterFormValues): unknown {
  const { schoolNumbers, academicDegree, dateBirth, ...fields } = values;
  return {
    ...fields,
    dateBirth: blankToNull(dateBirth),
    // docs/product/rules.md: only nurses carry an academic degree.
    academicDegree: values.type === 'nurse' ? academicDegree || undefined : undefined,
    schoolNumbers: schoolNumbers.map(({ key: _key, id: _id, licenseNumber, ...row }) => ({
      ...row,
      licenseNumber: row.medicVial ? licenseNumber : null,
    })),
  };
}

/**
 * The create body as validated; an edit adds the register's id and each kept number's id, and
 * sends a medic's degree as null so the API clears it.
 */
export function toSaveInput(
  body: CreateRegisterBody,
  rows: readonly SchoolNumberRow[],
  register: Register | null,
): SaveRegisterInput {
  if (register === null) return { kind: 'create', body };
  const schoolNumbers = body.schoolNumbers.map((row, index) => {
    const id = rows[index]?.id ?? null;
    return id === null ? row : { id, ...row };
  });
  return {
    kind: 'update',
    body: { ...body, id: register.id, academicDegree: body.academicDegree ?? null, schoolNumbers },
  };
}
