import {
  certificateFieldIssues,
  DRIVER_MAX_AGE,
  DRIVER_MIN_AGE,
  type FieldError,
  formatDate,
  isSolvent,
  SPECIAL_CERTIFICATE_TYPE,
  todayInCaracas,
} from '@aptovial/shared';
import { AppError } from '../../errors';
import type { Issuer } from '../registers/issuers';

/** The fields the rules read, as the API names them (the stored row or the merged edit). */
export type RuleFields = {
  expeditionDate: string;
  dueDate: string;
  birthDate: string;
  stateOrigin: string | null;
  grade: string;
  typeCertifields: string;
  typeSpecial: string | null;
  observations: string | null;
  rules: readonly string[];
};

/** Whole years from `birth` to `day` (both YYYY-MM-DD). */
export function ageOn(birth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5) < birth.slice(5) ? years - 1 : years;
}

/**
 * SPEC.md section 3 and the issue's rules: Especial fields, dates in order and not in the future,
 * a plausible driver's age, a known state of origin. Throws VALIDATION_ERROR naming each field.
 */
export function assertValidFields(fields: RuleFields, now: Date, states: readonly string[]) {
  const errors: FieldError[] = certificateFieldIssues(fields).map((issue) => ({
    field: issue.path,
    message: issue.message,
  }));
  const today = todayInCaracas(now);
  if (fields.expeditionDate > today) {
    errors.push({
      field: 'expeditionDate',
      message: `La fecha de expedición no puede ser posterior a hoy (${formatDate(today)})`,
    });
  }
  const age = ageOn(fields.birthDate, fields.expeditionDate);
  if (age < DRIVER_MIN_AGE || age > DRIVER_MAX_AGE) {
    errors.push({
      field: 'birthDate',
      message: `El conductor debe tener entre ${DRIVER_MIN_AGE} y ${DRIVER_MAX_AGE} años a la fecha de expedición`,
    });
  }
  if (fields.stateOrigin !== null && !states.includes(fields.stateOrigin)) {
    errors.push({ field: 'stateOrigin', message: 'Estado desconocido' });
  }
  if (errors.length > 0) throw new AppError('VALIDATION_ERROR', undefined, errors);
}

/** The issuer is enabled for the certificate's type and grade (special grades for Especial). */
export function assertIssuerEnabled(
  issuer: Issuer,
  fields: Pick<RuleFields, 'grade' | 'typeCertifields'>,
) {
  if (!issuer.typeCertificates.includes(fields.typeCertifields)) {
    throw new AppError('MEDIC_NOT_ENABLED', undefined, [
      {
        field: 'typeCertifields',
        message: `El médico no está habilitado para certificados «${fields.typeCertifields}»`,
      },
    ]);
  }
  const special = fields.typeCertifields === SPECIAL_CERTIFICATE_TYPE;
  const grades = special ? issuer.specialGrades : issuer.grades;
  if (!grades.includes(fields.grade)) {
    throw new AppError('MEDIC_NOT_ENABLED', undefined, [
      {
        field: 'grade',
        message: `El médico no está habilitado para el grado ${fields.grade}${special ? ' especial' : ''}`,
      },
    ]);
  }
}

/** The issuer is solvent today in Caracas. */
export function assertIssuerSolvent(issuer: Issuer, now: Date) {
  if (!isSolvent(issuer.currentSolvency, now)) {
    throw new AppError('MEDIC_NOT_SOLVENT', undefined, [
      {
        field: 'schoolNumberId',
        message: `Solvencia vencida el ${formatDate(issuer.currentSolvency)}`,
      },
    ]);
  }
}

/** A road-medicine doctor issues while their number keeps the road-medicine mark and licence. */
export function assertIssuerOnRoad(issuer: Issuer) {
  if (!issuer.medicVial || !issuer.licenseNumber) throw new AppError('CREDENTIAL_NOT_ENABLED');
}
