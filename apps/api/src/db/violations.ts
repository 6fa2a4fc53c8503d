const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';
const DEADLOCK_DETECTED = '40P01';
const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;

/**
 * The driver's error inside a database error, if it has SQLSTATE `code`. Drizzle wraps the
 * driver's error (PGlite and node-postgres alike) in a DrizzleQueryError whose `cause` carries
 * `code` and `constraint`.
 */
function failureWith(error: unknown, code: string): unknown {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined; depth += 1) {
    if (fieldOf(current, 'code') === code) return current;
    current = fieldOf(current, 'cause');
  }
  return undefined;
}

/** The constraint a failure with SQLSTATE `code` broke ('' when the driver did not name it). */
function brokenConstraint(error: unknown, code: string): string | undefined {
  const failure = failureWith(error, code);
  if (failure === undefined) return undefined;
  const constraint = fieldOf(failure, 'constraint');
  return typeof constraint === 'string' ? constraint : '';
}

/** The unique constraint a database error broke, if any. */
export const brokenUniqueConstraint = (error: unknown): string | undefined =>
  brokenConstraint(error, UNIQUE_VIOLATION);

/** The exclusion constraint (e.g. non-overlapping ranges) a database error broke, if any. */
export const brokenExclusionConstraint = (error: unknown): string | undefined =>
  brokenConstraint(error, EXCLUSION_VIOLATION);

/** PostgreSQL aborted this transaction to break a deadlock; run again, it may well pass. */
export const isDeadlock = (error: unknown): boolean =>
  failureWith(error, DEADLOCK_DETECTED) !== undefined;

/**
 * Runs `transaction` again (up to `attempts` times in all) when PostgreSQL aborts it in a
 * deadlock: the kept counters and states copies lock rows in the order each statement meets
 * them, so two editors of registers in crossing states can wait on each other.
 */
export async function retryingDeadlocks<T>(
  transaction: () => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
