import { onePerState, type Role } from '@aptovial/shared';
import { ONE_ACTIVE_HEAD_PER_STATE } from '../../db/schema/index';
import { brokenUniqueConstraint } from '../../db/violations';
import { AppError } from '../../errors';

/** Runs a write and turns the uniqueness rules the database enforces into our error codes. */
export async function withUniqueRules<T>(role: Role, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = brokenUniqueConstraint(error);
    if (constraint === ONE_ACTIVE_HEAD_PER_STATE) {
      throw new AppError(onePerState[role] ?? 'ONLY_ONE_PRESIDENT_PER_STATE');
    }
    if (constraint === 'accounts_user_module_role_uq' || constraint === 'users_email_unique') {
      throw new AppError('EMAIL_TAKEN');
    }
    throw error;
  }
}
