import { errorMessages, type FieldError } from '@aptovial/shared';
import {
  LICENSE_NUMBER_UNIQUE,
  REGISTER_DNI_UNIQUE,
  SCHOOL_NUMBER_UNIQUE,
} from '../../db/schema/index';
import { brokenUniqueConstraint } from '../../db/violations';
import { AppError } from '../../errors';
import type { RegistersRepo } from './repo';

/** A college number being written, to name the field a uniqueness clash is about. */
export type ClashTarget = {
  /** Prefix of its field names ('schoolNumbers.1.' or ''). */
  field: string;
  /** Set when the number is stored already (it does not clash with itself). */
  id?: number | undefined;
  state: string;
  schoolNumber: string;
  licenseNumber: string | null | undefined;
};
type Key = 'schoolNumber' | 'licenseNumber';

const keyOf = (key: Key, number: Omit<ClashTarget, 'field'>) =>
  key === 'schoolNumber' ? `${number.state}|${number.schoolNumber}` : number.licenseNumber;

/**
 * The field of the first number whose value another stored number holds, or an earlier one of
 * the same request; read after the failed transaction rolled back.
 */
async function clashField(repo: RegistersRepo, targets: ClashTarget[], key: Key): Promise<string> {
  const licences = targets.flatMap((target) => target.licenseNumber ?? []);
  const stored = await repo.numbersHolding(targets, licences);
  const clashing = targets.find((target, index) => {
    const value = keyOf(key, target);
    if (!value) return false;
    const earlier = targets.slice(0, index).some((other) => keyOf(key, other) === value);
    return earlier || stored.some((row) => row.id !== target.id && keyOf(key, row) === value);
  });
  return `${(clashing ?? targets[0])?.field ?? ''}${key}`;
}

const fieldError = (field: string, message: string): FieldError[] => [{ field, message }];

/** Runs a write and turns the uniqueness rules the database enforces into our error codes. */
export async function withRegisterRules<T>(
  repo: RegistersRepo,
  targets: ClashTarget[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = brokenUniqueConstraint(error);
    if (constraint === REGISTER_DNI_UNIQUE) {
      const message = errorMessages.REGISTER_DNI_TAKEN;
      throw new AppError('REGISTER_DNI_TAKEN', message, fieldError('dni', message));
    }
    if (constraint === SCHOOL_NUMBER_UNIQUE) {
      const message = errorMessages.SCHOOL_NUMBER_TAKEN;
      const field = await clashField(repo, targets, 'schoolNumber');
      throw new AppError('SCHOOL_NUMBER_TAKEN', message, fieldError(field, message));
    }
    if (constraint === LICENSE_NUMBER_UNIQUE) {
      const message = errorMessages.LICENSE_NUMBER_TAKEN;
      const field = await clashField(repo, targets, 'licenseNumber');
      throw new AppError('LICENSE_NUMBER_TAKEN', message, fieldError(field, message));
    }
    throw error;
  }
}
