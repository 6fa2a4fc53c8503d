/** Deep pages of a list by date found through per-day counts (decision 0045). */
import { and, asc, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  certificateCreatedDayCounts,
  certificateDayCounts,
  certificates,
  EVERY,
  roadCounts,
} from '../../db/schema/index';
import {
  type ListStatement,
  type Preparable,
  pageIdsStatement,
  type RunListStatement,
} from '../lists';
import type { Direction } from '../nearer-end';
import {
  type CertificateFilters,
  type CertificateOrder,
  dayCountsCondition,
  orderColumnsOf,
  roadCountsOf,
  stateShownOf,
} from './filters';

/**
 * The per-day counts that alone decide how many rows of a list fall on each of its days; or, for
 * the orders of order-seek.ts, on each of its buckets (`day` is then the bucket number).
 */
export type DaySeek = {
  name: string;
  table: PgTable;
  day: PgColumn;
  total: PgColumn;
  /** Which counter rows are the list's. */
  where: SQL;
  /** The list's rows on `day` and every day after it in the walk's `direction`. */
  from(day: string, direction: Direction): SQL;
};

const startOfUtcDay = (day: string, plus = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + plus * 86_400_000);

const byExpedition = (day: string, direction: Direction) =>
  direction === 'desc'
    ? lte(certificates.expeditionDate, day)
    : gte(certificates.expeditionDate, day);

/** Every day of the created counts (migration 0034) covers [its UTC midnight, the next). */
const byCreated = (day: string, direction: Direction) =>
  direction === 'desc'
    ? lt(certificates.createdAt, startOfUtcDay(day, 1))
    : gte(certificates.createdAt, startOfUtcDay(day));

/** The created counts' condition when only the visible state, a state and the channel filter. */
function createdDayCountsCondition(filters: CertificateFilters): SQL | undefined {
  const { visibleState, state, channel, ...others } = filters;
  if (Object.values(others).some((value) => value !== undefined)) return undefined;
  const inState = stateShownOf(visibleState, state);
  if (inState === null) return sql`false`;
  const counts = certificateCreatedDayCounts;
  return and(eq(counts.state, inState ?? EVERY), eq(counts.channel, channel ?? EVERY));
}

/** Road medicine's day rows of `road_counts` for a list `roadCountsOf` answers. */
function roadDaysCondition(filters: CertificateFilters): SQL | undefined {
  const road = roadCountsOf(filters);
  if (road === undefined) return undefined;
  return and(
    eq(roadCounts.scope, road.scope),
    eq(roadCounts.period, 'day'),
    eq(roadCounts.dimension, road.dimension),
    eq(roadCounts.key, road.key),
    road.from === undefined ? undefined : gte(roadCounts.start, road.from),
    road.to === undefined ? undefined : lte(roadCounts.start, road.to),
  );
}

/** The counter tables a seek sums, and how a day bounds the list's rows in each. */
const SOURCES = {
  created: {
    table: certificateCreatedDayCounts,
    day: certificateCreatedDayCounts.createdDay,
    total: certificateCreatedDayCounts.total,
    from: byCreated,
  },
  road: { table: roadCounts, day: roadCounts.start, total: roadCounts.total, from: byExpedition },
  expedition: {
    table: certificateDayCounts,
    day: certificateDayCounts.expeditionDate,
    total: certificateDayCounts.total,
    from: byExpedition,
  },
} as const;

const seekOf = (name: keyof typeof SOURCES, where: SQL | undefined): DaySeek | undefined =>
  where === undefined ? undefined : { name, ...SOURCES[name], where };

/** How a deep page of this list is found by its days; `undefined` when it must be walked. */
export function daySeekOf(
  filters: CertificateFilters,
  order: CertificateOrder,
): DaySeek | undefined {
  if (order.column === 'createdAt') return seekOf('created', createdDayCountsCondition(filters));
  if (order.column !== 'expeditionDate') return undefined;
  return (
    seekOf('road', roadDaysCondition(filters)) ?? seekOf('expedition', dayCountsCondition(filters))
  );
}

/**
 * The day on which row `seekOffset` of the list falls, walking its days in `direction`, and how
 * many rows come on the days before it: the running sum of a few thousand counter rows instead
 * of the index entries of every row before the page.
 */
function dayOfOffsetStatement(
  db: Db,
  seek: DaySeek,
  direction: Direction,
  offset: number,
): ListStatement<{ day: string; before: number }[]> {
  const by = direction === 'asc' ? asc : desc;
  return {
    key: `certificates:day-seek:${seek.name}:${direction}`,
    where: seek.where,
    build: (shape) => {
      const days = db
        .select({
          day: sql<string>`${seek.day}::text`.as('day'),
          // The walk's order is the key's own: a bucket number as text would put 10 before 9.
          position: sql`${seek.day}`.as('position'),
          total: sql<number>`sum(${seek.total})`.as('total'),
          upTo: sql<number>`sum(sum(${seek.total})) over (order by ${seek.day} ${sql.raw(direction)})`.as(
            'up_to',
          ),
        })
        .from(seek.table)
        .where(shape)
        .groupBy(seek.day)
        .as('days');
      return db
        .select({
          day: days.day,
          before: sql<number>`(${days.upTo} - ${days.total})::bigint`.mapWith(Number),
        })
        .from(days)
        .where(sql`${days.upTo} > ${sql.placeholder('seekOffset')}`)
        .orderBy(by(days.position))
        .limit(1) as Preparable<{ day: string; before: number }[]>;
    },
    values: { seekOffset: offset },
  };
}

/** The day row `offset` of the list falls on and the rows before that day (none past the end). */
export async function dayOfOffset(
  db: Db,
  run: RunListStatement,
  seek: DaySeek,
  direction: Direction,
  offset: number,
): Promise<{ day: string; before: number } | undefined> {
  return (await run(dayOfOffsetStatement(db, seek, direction, offset)))[0];
}

/** The ids of a deep page: from the day its first row falls on, walked from there. */
export async function seekPageIds(
  db: Db,
  run: RunListStatement,
  seek: DaySeek,
  where: SQL | undefined,
  order: CertificateOrder,
  page: { limit: number; offset: number },
): Promise<{ id: number }[]> {
  const start = await dayOfOffset(db, run, seek, order.direction, page.offset);
  if (start === undefined) return [];
  return run(
    pageIdsStatement(
      db,
      certificates.id,
      and(where, seek.from(start.day, order.direction)),
      { ...order, columns: orderColumnsOf(order.column) },
      { limit: page.limit, offset: page.offset - start.before },
    ),
  );
}
