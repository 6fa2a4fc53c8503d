import type { ReferenceData } from '@aptovial/shared';

// The reference data as the web tests stub it: every catalogue empty but those a test reads, so
// each module's helper names only what its screens show.

/** One entry of a catalogue: its code (`as`) and the name shown, the code itself by default. */
export const option = (as: string, name = as) => ({ as, name });

/** Mérida and Miranda, the two states most tests' screens offer. */
export const meridaAndMiranda = [option('VE-L', 'Mérida'), option('VE-M', 'Miranda')];

/** The reference data with `catalogues` filled in and every other catalogue empty. */
export function referenceOf(catalogues: Partial<ReferenceData> = {}): ReferenceData {
  return {
    roles: [],
    states: [],
    nationalities: [],
    specialties: [],
    specialtiesNurses: [],
    academicDegrees: [],
    municipalities: [],
    bloodTypes: [],
    rules: [],
    banks: [],
    typeCertifields: [],
    grades: [],
    ...catalogues,
  };
}
