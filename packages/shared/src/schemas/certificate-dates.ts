import { addDays, addYears, ageOn } from '../format/business-days';
import { formatDate } from '../format/dates';

/**
 * The date rules of a certificate (decision 0048), read by the API on every issue and edit and by
 * the web's forms. One place for the figures: change them here, nowhere else.
 */

/** An expedition date goes back at most this many days from the day the certificate is recorded. */
export const MAX_EXPEDITION_BACKDATE_DAYS = 30;
/** No certificate is valid longer than this, whatever its grade and holder. */
export const MAX_VALIDITY_YEARS = 10;

/** Grades 4 and 5 carry passengers, cargo and heavy vehicles: drivers by trade. */
export const PROFESSIONAL_GRADES: readonly string[] = ['4', '5'];

/**
 * Longest validity in years by grade class and the holder's age on the expedition date, oldest
 * band first. Modelled on licence terms (decision 0048); to be confirmed with the INTT.
 */
export const VALIDITY_YEARS = {
  private: [
    { fromAge: 70, years: 2 },
    { fromAge: 60, years: 3 },
    { fromAge: 0, years: 5 },
  ],
  professional: [
    { fromAge: 70, years: 1 },
    { fromAge: 60, years: 2 },
    { fromAge: 0, years: 3 },
  ],
} as const;

/** The longest validity, in years, of a certificate of `grade` for a holder of `age`. */
export function validityYearsFor(grade: string, age: number): number {
  const bands = PROFESSIONAL_GRADES.includes(grade)
    ? VALIDITY_YEARS.professional
    : VALIDITY_YEARS.private;
  const band = bands.find((candidate) => age >= candidate.fromAge);
  return Math.min(band?.years ?? MAX_VALIDITY_YEARS, MAX_VALIDITY_YEARS);
}

type Issue = { path: string; message: string };
type ValidityFields = {
  grade?: string;
  birthDate?: string;
  expeditionDate?: string;
  dueDate?: string;
};

/** The due date within the validity its grade and holder's age allow (field `dueDate`). */
export function validityIssues(value: ValidityFields): Issue[] {
  const { expeditionDate, dueDate, grade, birthDate } = value;
  if (!expeditionDate || !dueDate) return [];
  const absolute = addYears(expeditionDate, MAX_VALIDITY_YEARS);
  if (dueDate > absolute) {
    const message = `La vigencia no puede pasar de ${MAX_VALIDITY_YEARS} años (vence a más tardar el ${formatDate(absolute)})`;
    return [{ path: 'dueDate', message }];
  }
  if (!grade || !birthDate) return [];
  const age = ageOn(birthDate, expeditionDate);
  const years = validityYearsFor(grade, age);
  const latest = addYears(expeditionDate, years);
  if (dueDate <= latest) return [];
  const message = `Para el grado ${grade} y un conductor de ${age} años la vigencia máxima es de ${years} ${years === 1 ? 'año' : 'años'} (vence a más tardar el ${formatDate(latest)})`;
  return [{ path: 'dueDate', message }];
}

/**
 * The expedition date is not after `today` nor more than MAX_EXPEDITION_BACKDATE_DAYS before
 * `recordedOn`: today when issuing, the day the certificate was recorded when editing it.
 */
export function expeditionDayIssues(
  expeditionDate: string,
  today: string,
  recordedOn: string = today,
): Issue[] {
  if (expeditionDate > today) {
    const message = `La fecha de expedición no puede ser posterior a hoy (${formatDate(today)})`;
    return [{ path: 'expeditionDate', message }];
  }
  const earliest = addDays(recordedOn, -MAX_EXPEDITION_BACKDATE_DAYS);
  if (expeditionDate >= earliest) return [];
  const from = recordedOn === today ? 'de hoy' : 'de su emisión';
  const message = `La fecha de expedición no puede ser anterior al ${formatDate(earliest)} (${MAX_EXPEDITION_BACKDATE_DAYS} días antes ${from})`;
  return [{ path: 'expeditionDate', message }];
}

/** The expedition date is not before the day its lot was created (`lotCreatedOn`, YYYY-MM-DD). */
export function lotDayIssues(expeditionDate: string, lotCreatedOn: string): Issue[] {
  if (expeditionDate >= lotCreatedOn) return [];
  const message = `La fecha de expedición no puede ser anterior a la creación del lote de su serial (${formatDate(lotCreatedOn)})`;
  return [{ path: 'expeditionDate', message }];
}

/**
 * The due date the issue form suggests: the expedition date plus the longest validity the rules
 * above allow for `grade` and the holder's age then; null until all three are known.
 */
export function suggestedDueDate(value: {
  grade: string;
  birthDate: string;
  expeditionDate: string;
}): string | null {
  const { grade, birthDate, expeditionDate } = value;
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!grade || !day.test(birthDate) || !day.test(expeditionDate)) return null;
  if (birthDate >= expeditionDate) return null;
  return addYears(expeditionDate, validityYearsFor(grade, ageOn(birthDate, expeditionDate)));
}
