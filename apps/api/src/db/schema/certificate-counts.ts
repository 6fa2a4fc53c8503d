/** Counters of certificates kept by triggers, so lists count and seek without reading them. */
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ref = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/** The `state` (and `channel`) of a counter row that counts every state's (every channel's). */
export const EVERY = '';

/**
 * How many certificates each state issued each day, kept by a trigger on `certificates`
 * (migrations 0010, 0034): a list filtered only by state and dates is counted from these few
 * thousand rows instead of the index entries of up to a million certificates. A row of state
 * EVERY counts the day in every state, so the list of every state sums a row a day.
 */
export const certificateDayCounts = pgTable(
  'certificate_day_counts',
  {
    state: text('state').notNull(),
    expeditionDate: day('expedition_date').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.state, t.expeditionDate] }),
    // The totals ride in the index: a state's range is summed from the index alone.
    index('certificate_day_counts_totals_idx').on(t.state, t.expeditionDate, t.total),
  ],
);

/**
 * Road-medicine certificates counted by a trigger on `certificates` (migration 0017), so the
 * road-medicine lists' totals and the panel never count up to a million certificates. `scope` 0
 * counts every doctor's (the Admin's), otherwise one college number's. Each certificate counts
 * in a row per `period`: its expedition day, and its month (`start` the first day), so a year is
 * summed from twelve month rows; and per `dimension`: 'total' (key ''), 'state' (scope 0 only),
 * 'type' and 'grade' (the key is the value).
 */
export const roadCounts = pgTable(
  'road_counts',
  {
    scope: ref('scope').notNull(),
    period: text('period', { enum: ['day', 'month'] }).notNull(),
    dimension: text('dimension', { enum: ['total', 'state', 'type', 'grade'] }).notNull(),
    start: day('start').notNull(),
    key: text('key').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.period, t.dimension, t.start, t.key] }),
    // The totals ride in the index: every read of the panel and the lists is an index-only scan.
    index('road_counts_totals_idx').on(t.scope, t.period, t.dimension, t.start, t.key, t.total),
  ],
);

/**
 * How many certificates of each state and channel were created each day (UTC), kept by a trigger
 * on `certificates` (migration 0034), with EVERY rows for every state, every channel and both: a
 * deep page of a list by date created starts at the day the running sum reaches, instead of
 * walking every newer certificate (decision 0045).
 */
export const certificateCreatedDayCounts = pgTable(
  'certificate_created_day_counts',
  {
    state: text('state').notNull(),
    channel: text('channel').notNull(),
    createdDay: day('created_day').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.state, t.channel, t.createdDay] }),
    // The totals ride in the index: a seek sums the days from the index alone.
    index('certificate_created_day_counts_totals_idx').on(
      t.state,
      t.channel,
      t.createdDay,
      t.total,
    ),
  ],
);

/**
 * Certificates counted per sort bucket of a list order, kept by a trigger on `certificates`
 * (migration 0035, decision 0046), with EVERY rows like the created counts: a deep page sorted by
 * serial, due date, names or last names starts at the bucket the running sum reaches. `bucket`
 * is the due date's day since 2000-01-01 ('dueDate'), or the number of the anchor at or before
 * the row ('serial', 'names', 'lastNames').
 */
export const certificateOrderCounts = pgTable(
  'certificate_order_counts',
  {
    sort: text('sort', { enum: ['serial', 'dueDate', 'names', 'lastNames'] }).notNull(),
    state: text('state').notNull(),
    channel: text('channel').notNull(),
    bucket: ref('bucket').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sort, t.state, t.channel, t.bucket] }),
    // The totals ride in the index: a seek sums the buckets from the index alone.
    index('certificate_order_counts_totals_idx').on(t.sort, t.state, t.channel, t.bucket, t.total),
  ],
);

/**
 * Every `size`th certificate of the names (last names) order, (name, id) in the database's own
 * collation, so a row's bucket is found by the same comparison its list sorts by: bucket n holds
 * the rows from anchor n up to anchor n + 1 (bucket 0 from the first row). Rebuilt with the counts
 * when a bucket has grown too big (`certificate_order_anchors_rebuild`, migration 0035).
 */
export const certificateNameAnchors = pgTable(
  'certificate_name_anchors',
  {
    sort: text('sort', { enum: ['names', 'lastNames'] }).notNull(),
    bucket: ref('bucket').notNull(),
    name: text('name').notNull(),
    id: ref('id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sort, t.bucket] }),
    uniqueIndex('certificate_name_anchors_key_idx').on(t.sort, t.name, t.id, t.bucket),
  ],
);

/**
 * Every `size`th serial of the serial order: bucket n holds the serials from anchor n up to anchor
 * n + 1 (bucket 0 from the first), so a bucket holds about `size` certificates however sparse the
 * serials are. Rebuilt with the counts like the name anchors (migration 0035).
 */
export const certificateSerialAnchors = pgTable(
  'certificate_serial_anchors',
  {
    bucket: ref('bucket').primaryKey(),
    serial: ref('serial').notNull(),
  },
  (t) => [uniqueIndex('certificate_serial_anchors_serial_idx').on(t.serial, t.bucket)],
);
