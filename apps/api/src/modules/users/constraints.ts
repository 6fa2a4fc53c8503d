import { onePerState, type Role } from '@aptovial/shared';
import { ONE_ACTIVE_HEAD_PER_STATE } from '../../db/schema/index';
import { AppError } from '../../errors';

const UNIQUE_VIOLATION = '23505';
const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;

/**
 * The unique constraint a database error broke, if any. Drizzle wraps the driver's error (PGlite
 * and node-postgres alike) in a DrizzleQueryError whose `cause` carries `code` and `constraint`.
 */
export function brokenUniqueConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined; depth += 1) {
    if (fieldOf(current, 'code') === UNIQUE_VIOLATION) {
      const constraint = fieldOf(current, 'constraint');
      return typeof constraint === 'string' ? constraint : '';
    }
    current = fieldOf(current, 'cause');
  }
  return undefined;
}

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
