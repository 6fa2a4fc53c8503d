/**
 * Certificates read from a keyset cursor (decision 0054): the rows after `(key, id)` in an order,
 * one seek on that order's index whatever the depth, where an OFFSET walks every row before.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { certificates } from '../../../db/schema/index';
import type { CursorPosition } from '../../../lists/list-cursor';
import { type ListStatement, orderedBy, type Preparable, pageLimit } from '../../../lists/lists';
import { type CertificateOrder, orderColumnOf } from './filters';

/** How an order's key is written in a cursor, checked when read back, and compared again. */
type KeyCodec = { text(column: PgColumn): SQL; valid(key: string): boolean; value(key: SQL): SQL };

const isDay = (key: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(key) &&
  !Number.isNaN(Date.parse(`${key}T00:00:00Z`)) &&
  new Date(`${key}T00:00:00Z`).toISOString().startsWith(key);
const isWhole = (key: string) => /^-?\d{1,17}$/.test(key) && Number.isSafeInteger(Number(key));

const day: KeyCodec = {
  text: (column) => sql`${column}::text`,
  valid: isDay,
  value: (key) => sql`${key}::date`,
};
const name: KeyCodec = {
  text: (column) => sql`${column}`,
  // Text holds anything but NUL, which PostgreSQL refuses in a parameter.
  valid: (key) => !key.includes('\u0000'),
  value: (key) => sql`${key}::text`,
};

/**
 * A timestamp as whole microseconds since the epoch: exact both ways, where a Date keeps only
 * milliseconds and a timestamp's text depends on the session's settings.
 */
const KEYS: Record<CertificateOrder['column'], KeyCodec> = {
  createdAt: {
    text: (column) => sql`(extract(epoch from ${column}) * 1000000)::bigint::text`,
    valid: isWhole,
    value: (key) => sql`(timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond')`,
  },
  serial: {
    text: (column) => sql`${column}::text`,
    valid: isWhole,
    value: (key) => sql`${key}::bigint`,
  },
  expeditionDate: day,
  dueDate: day,
  names: name,
  lastNames: name,
};

/** Whether `key` can be a key of the order `column` (a forged one is refused before SQL). */
export const validKeyOf =
  (column: CertificateOrder['column']) =>
  (key: string): boolean =>
    KEYS[column].valid(key);

/**
 * The ids and keys of up to `limit` certificates matching `where` after `from` in `order` (from
 * the first when absent): `(column, id) > (key, id)` ascending, `<` descending, which the
 * order's `(column, id)` index seeks to.
 */
export function afterIdsStatement(
  db: Db,
  where: SQL | undefined,
  order: CertificateOrder,
  from: CursorPosition | undefined,
  limit: number,
): ListStatement<{ id: number; key: string }[]> {
  const column = orderColumnOf(order.column);
  const codec = KEYS[order.column];
  const after =
    from === undefined
      ? undefined
      : sql`(${column}, ${certificates.id}) ${sql.raw(order.direction === 'asc' ? '>' : '<')} (${codec.value(sql`${from.key}`)}, ${from.id})`;
  return {
    key: `certificates:after:${order.column}:${order.direction}`,
    where: and(where, after),
    build: (shape) =>
      db
        .select({ id: certificates.id, key: sql<string>`${codec.text(column)}`.as('cursor_key') })
        .from(certificates)
        .where(shape)
        .orderBy(...orderedBy([column, certificates.id], order.direction))
        .limit(pageLimit) as Preparable<{ id: number; key: string }[]>,
    values: { pageLimit: limit },
  };
}

/** The cursor position of the certificate `id` in the order `column`. */
export function positionStatement(
  db: Db,
  column: CertificateOrder['column'],
  id: number,
): ListStatement<{ key: string }[]> {
  return {
    key: `certificates:position:${column}`,
    where: eq(certificates.id, id),
    build: (shape) =>
      db
        .select({ key: sql<string>`${KEYS[column].text(orderColumnOf(column))}`.as('cursor_key') })
        .from(certificates)
        .where(shape) as Preparable<{ key: string }[]>,
  };
}
