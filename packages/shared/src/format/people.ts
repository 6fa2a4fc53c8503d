import { genders, registerTypeNames } from '../catalogues/people';

/** 'Masculino' / 'Femenino'; an unknown code is shown as it came rather than hidden. */
export function genderName(gender: string): string {
  return genders.find((candidate) => candidate.as === gender)?.name ?? gender;
}

/** 'Médico' / 'Enfermeras' (docs/product/rules.md); an unknown type is shown as it came. */
export function registerTypeName(type: string): string {
  return registerTypeNames.find((candidate) => candidate.as === type)?.name ?? type;
}

/**
 * docs/product/rules.md: V is Venezuelan, anything else foreign. The word agrees with the gender
 * when it is known; otherwise both endings are shown, as in 'Venezolano(a)'.
 */
export function nationalityName(code: string, gender?: string | null): string {
  const stem = code === 'V' ? 'Venezolan' : 'Extranjer';
  if (gender === 'M') return `${stem}o`;
  if (gender === 'F') return `${stem}a`;
  return `${stem}o(a)`;
}

/** The second phone is optional; docs/product/rules.md shows 'Sin definir' when it is missing. */
export function optionalPhoneText(value: string | null | undefined): string {
  const phone = value?.trim();
  return phone ? phone : 'Sin definir';
}
