/**
 * Deep pages of a list sorted by serial, due date, names or last names, found through the
 * per-bucket counts of those orders (decision 0046), as day-seek.ts finds those by date.
 */
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  certificateNameAnchors,
  certificateOrderCounts,
  certificateSerialAnchors,
  certificates,
  EVERY,
} from '../../db/schema/index';
import type { DaySeek } from './day-seek';
import { type CertificateFilters, type CertificateOrder, stateShownOf } from './filters';

/** Due dates counted per day since this one (migration 0035's `certificate_order_buckets`). */
const DUE_EPOCH_MS = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;

type SeekOrder = 'serial' | 'dueDate' | 'names' | 'lastNames';
type Bound = (bucket: number, direction: 'asc' | 'desc') => SQL;

/**
 * The serial that opens bucket `bucket` (the anchors of migration 0035), read once; bucket 0 and
 * the one after the last have none, so a bound past either end takes every serial.
 */
const serialAnchor = (bucket: number, none: SQL) =>
  sql`coalesce((select ${certificateSerialAnchors.serial} from ${certificateSerialAnchors} where ${certificateSerialAnchors.bucket} = ${bucket}), ${none})`;

/** The list's rows from bucket `bucket` on, in the walk's direction (its bucket included). */
const serialFrom: Bound = (bucket, direction) =>
  direction === 'asc'
    ? sql`${certificates.serial} >= ${serialAnchor(bucket, sql.raw('0'))}`
    : sql`${certificates.serial} < ${serialAnchor(bucket + 1, sql.raw('9223372036854775807'))}`;

const dueDayOf = (bucket: number) =>
  new Date(DUE_EPOCH_MS + bucket * DAY_MS).toISOString().slice(0, 10);

const dueFrom: Bound = (bucket, direction) =>
  direction === 'asc'
    ? gte(certificates.dueDate, dueDayOf(bucket))
    : lte(certificates.dueDate, dueDayOf(bucket));

/**
 * Names compared with the anchor that opens the bucket (ascending) or the next one (descending),
 * read by sub-selects PostgreSQL runs once, so the row comparison still bounds the index. Bucket
 * 0 has no anchor: ('', 0) comes before every row. Past the last bucket there is none either: the
 * greatest name and an id past the greatest come after every row.
 */
function nameFrom(sort: 'names' | 'lastNames', column: PgColumn): Bound {
  const anchor = certificateNameAnchors;
  const part = (field: PgColumn, bucket: number) =>
    sql`(select ${field} from ${anchor} where ${anchor.sort} = ${sort} and ${anchor.bucket} = ${bucket})`;
  const first = { name: sql`''`, id: sql`0` };
  const pastLast = {
    name: sql`(select max(${column}) from ${certificates})`,
    id: sql`(select max(${certificates.id}) + 1 from ${certificates})`,
  };
  return (bucket, direction) => {
    const at = direction === 'asc' ? bucket : bucket + 1;
    const none = direction === 'asc' ? first : pastLast;
    const key = sql`(coalesce(${part(anchor.name, at)}, ${none.name}), coalesce(${part(anchor.id, at)}, ${none.id}))`;
    return direction === 'asc'
      ? sql`(${column}, ${certificates.id}) >= ${key}`
      : sql`(${column}, ${certificates.id}) < ${key}`;
  };
}

const BOUNDS: Record<SeekOrder, Bound> = {
  serial: serialFrom,
  dueDate: dueFrom,
  names: nameFrom('names', certificates.names),
  lastNames: nameFrom('lastNames', certificates.lastNames),
};

const isSeekOrder = (column: CertificateOrder['column']): column is SeekOrder => column in BOUNDS;

/**
 * How a deep page of a list in one of these orders is found by its buckets: when the only
 * filters are the visible state, a state and the channel; `undefined` when it must be walked.
 */
export function orderSeekOf(
  filters: CertificateFilters,
  order: CertificateOrder,
): DaySeek | undefined {
  const { column } = order;
  if (!isSeekOrder(column)) return undefined;
  const { visibleState, state, channel, ...others } = filters;
  if (Object.values(others).some((value) => value !== undefined)) return undefined;
  const inState = stateShownOf(visibleState, state);
  const counts = certificateOrderCounts;
  const where =
    inState === null
      ? sql`false`
      : and(
          eq(counts.sort, column),
          eq(counts.state, inState ?? EVERY),
          eq(counts.channel, channel ?? EVERY),
        );
  const bound = BOUNDS[column];
  return {
    name: `order-${column}`,
    table: counts,
    day: counts.bucket,
    total: counts.total,
    where: where ?? sql`true`,
    from: (bucket, direction) => bound(Number(bucket), direction),
  };
}
