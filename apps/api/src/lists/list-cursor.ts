/**
 * Keyset cursors (decision 0054): the `after` of a list read whole by a machine client. Opaque to
 * it: base64url of the list's check, the order, the direction and the last row's key and id.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors';

/** Where a cursor's read resumes: after the row of this sort key (as text) and id. */
export type CursorPosition = { key: string; id: number };
/** What a cursor belongs to: the list and its filters (`check`), its order and direction. */
export type CursorScope = { check: string; order: string; direction: 'asc' | 'desc' };

const payloadSchema = z.strictObject({
  l: z.string().max(64),
  o: z.string().max(40),
  d: z.enum(['asc', 'desc']),
  k: z.string().max(400),
  i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** Object keys sorted at every depth, so equal filters give one text whatever their order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, canonical(inner)]),
  );
}

/**
 * The check of a list: a digest of its name and the filters it is read with (those the caller's
 * visibility adds included), so a cursor of another list, or of the same list filtered otherwise,
 * is refused rather than read from a key that means something else there.
 */
export const cursorCheckOf = (list: string, filters: object): string =>
  createHash('sha256')
    .update(JSON.stringify([list, canonical(filters)]))
    .digest('base64url')
    .slice(0, 22);

export function encodeCursor(scope: CursorScope, position: CursorPosition): string {
  const payload = {
    l: scope.check,
    o: scope.order,
    d: scope.direction,
    k: position.key,
    i: position.id,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

const refused = (message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ field: 'after', message }]);

/**
 * The position of `cursor`, refused (400 VALIDATION_ERROR on `after`) when it is not one this API
 * gave, or was given for another list, filters, order or direction. `validKey` says whether its
 * key can be one of the order's (a forged key never reaches the database's casts).
 */
export function decodeCursor(
  cursor: string,
  scope: CursorScope,
  validKey: (key: string) => boolean,
): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const payload = payloadSchema.safeParse(parsed);
  if (!payload.success || !validKey(payload.data.k)) {
    throw refused('El cursor no es válido: use el `next` de la respuesta anterior.');
  }
  const { l, o, d, k, i } = payload.data;
  if (l !== scope.check || o !== scope.order || d !== scope.direction) {
    throw refused(
      'El cursor es de otra lista, otros filtros u otro orden: pida la lista desde el principio con los mismos filtros y orden.',
    );
  }
  return { key: k, id: i };
}
