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
