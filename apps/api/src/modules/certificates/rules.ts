import {
  ageOn,
  certificateFieldIssues,
  DRIVER_MAX_AGE,
  DRIVER_MIN_AGE,
  expeditionDayIssues,
  type FieldError,
  formatDate,
  isSolvent,
  lotDayIssues,
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

const asFieldErrors = (issues: { path: string; message: string }[]): FieldError[] =>
  issues.map((issue) => ({ field: issue.path, message: issue.message }));

/**
 * Decision 0048: Especial fields, dates in order, a validity within its
 * grade's and age's cap, an expedition date neither in the future nor more than 30 days before
 * `recordedAt` (now when issuing, the certificate's creation when editing), a plausible driver's
 * age, a known state of origin. Throws VALIDATION_ERROR naming each field.
 */
export function assertValidFields(
  fields: RuleFields,
  now: Date,
  states: readonly string[],
  recordedAt: Date = now,
) {
  const today = todayInCaracas(now);
  const errors = asFieldErrors([
    ...certificateFieldIssues(fields),
    ...expeditionDayIssues(fields.expeditionDate, today, todayInCaracas(recordedAt)),
  ]);
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

/** The expedition date is not before the day (Caracas) the serial's lot was created. */
export function assertAfterLot(expeditionDate: string, lotCreatedAt: Date) {
  const errors = asFieldErrors(lotDayIssues(expeditionDate, todayInCaracas(lotCreatedAt)));
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
