/** Nationality codes of docs/product/rules.md: V is Venezuelan, anything else foreign. */
export const nationalities = [
  { as: 'V', name: 'Venezolano(a)' },
  { as: 'E', name: 'Extranjero(a)' },
] as const;

export const genders = [
  { as: 'M', name: 'Masculino' },
  { as: 'F', name: 'Femenino' },
] as const;

/** docs/product/rules.md: the ledger (register) types, named 'Médico' and 'Enfermeras'. */
export const registerTypeNames = [
  { as: 'medic', name: 'Médico' },
  { as: 'nurse', name: 'Enfermeras' },
] as const;

export const specialties = [
  'Medicina General',
  'Medicina Familiar',
  'Medicina Interna',
  'Medicina del Trabajo',
  'Medicina Vial',
  'Anestesiología',
  'Cardiología',
  'Cirugía General',
  'Dermatología',
  'Endocrinología',
  'Gastroenterología',
  'Geriatría',
  'Ginecología y Obstetricia',
  'Hematología',
  'Infectología',
  'Nefrología',
  'Neumonología',
  'Neurología',
  'Oftalmología',
  'Oncología',
  'Otorrinolaringología',
  'Pediatría',
  'Psiquiatría',
  'Radiología',
  'Reumatología',
  'Traumatología y Ortopedia',
  'Urología',
] as const;

export const nurseSpecialties = [
  'Enfermería General',
  'Enfermería en Cuidados Intensivos',
  'Enfermería en Emergencias',
  'Enfermería Pediátrica',
  'Enfermería Obstétrica',
  'Enfermería Quirúrgica',
  'Enfermería Oncológica',
  'Enfermería en Salud Comunitaria',
  'Enfermería en Salud Mental',
  'Enfermería Geriátrica',
] as const;

export const academicDegrees = [
  'Auxiliar de Enfermería',
  'Técnico Superior Universitario en Enfermería',
  'Licenciatura en Enfermería',
  'Especialización',
  'Maestría',
  'Doctorado',
] as const;

export const bloodTypes = ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'] as const;
