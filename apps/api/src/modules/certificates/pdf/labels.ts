import { certificateRules, certificateTypes, licenceGrades, stateName } from '@aptovial/shared';

// Codes are printed as their catalogue names; an unknown code (a catalogue entry removed after
// the certificate was issued) is printed as stored rather than dropped.
const nameIn = (list: readonly { as: string; name: string }[], code: string) =>
  list.find((item) => item.as === code)?.name ?? code;

export const gradeName = (code: string) => nameIn(licenceGrades, code);
/** 'Tercer grado': the name without its bracketed description, for narrow table columns. */
export const shortGradeName = (code: string) => gradeName(code).replace(/\s*\(.*\)\s*$/, '');
export const typeName = (code: string) => nameIn(certificateTypes, code);
export const ruleName = (code: string) => nameIn(certificateRules, code);

export const NOT_GIVEN = 'No indicado';

export function glassesText(glasses: boolean | null): string {
  if (glasses === null) return NOT_GIVEN;
  return glasses ? 'Sí' : 'No';
}

/** 'V-12345678', as Venezuelan documents write a cédula. */
export const dniText = (nationality: string, dni: string) => `${nationality}-${dni}`;

export const statusText = (status: boolean) => (status ? 'Habilitado' : 'Deshabilitado');

export const stateText = (code: string | null) => (code ? stateName(code) : NOT_GIVEN);
