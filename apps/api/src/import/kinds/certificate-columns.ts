/**
 * The certificates file's headers: the product's own export sheet's (certificates/sheet.ts), so a
 * sheet exported by AptoVial, or the old system's data laid out the same way, imports as it is
 * (decision 0080). Nro TP, Médico, Motivo and Creado are optional; Creado (the old system's
 * record time) defaults to noon of the expedition day.
 */
export const CERTIFICATE_COLUMNS = {
  serial: 'Serial',
  numberTP: 'Nro TP',
  state: 'Estado',
  place: 'Lugar',
  expeditionDate: 'Expedición',
  dueDate: 'Vencimiento',
  cedula: 'Cédula',
  names: 'Nombres',
  lastNames: 'Apellidos',
  birthDate: 'Fecha de nacimiento',
  grade: 'Grado',
  type: 'Tipo',
  typeSpecial: 'Tipo especial',
  rules: 'Restricciones',
  observations: 'Observaciones',
  glasses: 'Lentes',
  bloodType: 'Tipo de sangre',
  occupation: 'Ocupación',
  doctor: 'Médico',
  doctorDni: 'Cédula del médico',
  schoolNumber: 'N.º de colegio',
  status: 'Estatus',
  reason: 'Motivo',
  createdAt: 'Creado',
} as const;

const OPTIONAL = new Set<string>([
  CERTIFICATE_COLUMNS.numberTP,
  CERTIFICATE_COLUMNS.typeSpecial,
  CERTIFICATE_COLUMNS.rules,
  CERTIFICATE_COLUMNS.observations,
  CERTIFICATE_COLUMNS.glasses,
  CERTIFICATE_COLUMNS.bloodType,
  CERTIFICATE_COLUMNS.occupation,
  CERTIFICATE_COLUMNS.doctor,
  // A medic is named by college number or cédula: either column may be left out, not both.
  CERTIFICATE_COLUMNS.doctorDni,
  CERTIFICATE_COLUMNS.schoolNumber,
  CERTIFICATE_COLUMNS.status,
  CERTIFICATE_COLUMNS.reason,
  CERTIFICATE_COLUMNS.createdAt,
]);

export const certificateColumnList = Object.values(CERTIFICATE_COLUMNS).map((header) => ({
  header,
  required: !OPTIONAL.has(header),
}));

/** The API field a zod issue names, as the file's header. */
export const headerOfField: Record<string, string> = {
  serial: CERTIFICATE_COLUMNS.serial,
  place: CERTIFICATE_COLUMNS.place,
  expeditionDate: CERTIFICATE_COLUMNS.expeditionDate,
  dueDate: CERTIFICATE_COLUMNS.dueDate,
  dni: CERTIFICATE_COLUMNS.cedula,
  nationality: CERTIFICATE_COLUMNS.cedula,
  names: CERTIFICATE_COLUMNS.names,
  lastNames: CERTIFICATE_COLUMNS.lastNames,
  birthDate: CERTIFICATE_COLUMNS.birthDate,
  occupation: CERTIFICATE_COLUMNS.occupation,
  grade: CERTIFICATE_COLUMNS.grade,
  typeCertifields: CERTIFICATE_COLUMNS.type,
  typeSpecial: CERTIFICATE_COLUMNS.typeSpecial,
  observations: CERTIFICATE_COLUMNS.observations,
  rules: CERTIFICATE_COLUMNS.rules,
  glasses: CERTIFICATE_COLUMNS.glasses,
  bloodType: CERTIFICATE_COLUMNS.bloodType,
};

/** Estatus as the export writes it, and the old system's words for the same. */
export const STATUS_WORDS: Record<string, boolean> = {
  habilitado: true,
  vigente: true,
  valido: true,
  vencido: true,
  deshabilitado: false,
  anulado: false,
};

/** Lentes as the export writes it ('Sin definir': unknown). */
export const GLASSES_WORDS: Record<string, boolean | null> = {
  si: true,
  no: false,
  'sin definir': null,
  '': null,
};

/** The reason kept on a certificate the old system disabled without saying why. */
export const DEFAULT_REASON = 'Deshabilitado en el sistema anterior';
