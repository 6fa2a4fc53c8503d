/**
 * The public doctor check's limits (decision 0084), apart from its zod schemas so the public page
 * reads them without loading zod on its first view (docs/architecture.md).
 */
export const doctorCheckKinds = ['colegio', 'licencia', 'nombre'] as const;
export type DoctorCheckKind = (typeof doctorCheckKinds)[number];

/** A name search answers at most this many people (and says when there were more). */
export const DOCTOR_CHECK_MAX_PEOPLE = 20;
/** The longest text a search takes: a full name with both last names fits. */
export const DOCTOR_CHECK_MAX_LENGTH = 80;
/** Letters a name search needs: as the certificate name search's MIN_NAME_SEARCH (trigrams). */
export const DOCTOR_CHECK_MIN_LETTERS = 3;

/** The letters of a typed name (accents and ñ count; spaces, hyphens, apostrophes do not). */
export const nameLetterCount = (text: string): number => text.replace(/[^\p{L}]/gu, '').length;
