import { ONE_CREDENTIAL_PER_NUMBER } from '../../db/schema/index';
import { brokenUniqueConstraint } from '../../db/violations';
import { AppError } from '../../errors';

/** Runs a write and turns the uniqueness rules the database enforces into our error codes. */
export async function withCredentialRules<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = brokenUniqueConstraint(error);
    if (constraint === 'accounts_user_module_role_uq') {
      // The same person, through another of their college numbers, already holds this role.
      throw new AppError(
        'CREDENTIAL_EXISTS',
        'Esa persona ya tiene una credencial de Medicina Vial con ese rol.',
      );
    }
    // Two managers creating the same number's credential at once: the second finds it taken.
    if (constraint === ONE_CREDENTIAL_PER_NUMBER) throw new AppError('CREDENTIAL_EXISTS');
    if (constraint === 'users_email_unique') throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}
