const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';
const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;

/**
 * The constraint of a database error with SQLSTATE `code`, if that is what failed ('' when the
 * driver did not name it). Drizzle wraps the driver's error (PGlite and node-postgres alike) in a
 * DrizzleQueryError whose `cause` carries `code` and `constraint`.
 */
function brokenConstraint(error: unknown, code: string): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined; depth += 1) {
    if (fieldOf(current, 'code') === code) {
      const constraint = fieldOf(current, 'constraint');
      return typeof constraint === 'string' ? constraint : '';
    }
    current = fieldOf(current, 'cause');
  }
  return undefined;
}

/** The unique constraint a database error broke, if any. */
export const brokenUniqueConstraint = (error: unknown): string | undefined =>
  brokenConstraint(error, UNIQUE_VIOLATION);

/** The exclusion constraint (e.g. non-overlapping ranges) a database error broke, if any. */
export const brokenExclusionConstraint = (error: unknown): string | undefined =>
  brokenConstraint(error, EXCLUSION_VIOLATION);
