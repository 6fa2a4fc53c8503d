export type Change = { before: unknown; after: unknown };

/** Equal values; lists (certificate types, grades) compare item by item. */
const same = (a: unknown, b: unknown): boolean =>
  a === b ||
  (Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((item, index) => item === b[index]));

/** The fields whose value changes, with both values, for the audit trail. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, Change> {
  const changes: Record<string, Change> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value !== undefined && !same(before[field], value)) {
      changes[field] = { before: before[field] ?? null, after: value };
    }
  }
  return changes;
}
