/** Counters of certificates kept by triggers, so lists count and seek without reading them. */
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
  // No index carries the total: its updates stay HOT (decision 0056, fillfactor 70 in SQL).
  (t) => [primaryKey({ columns: [t.state, t.expeditionDate] })],
);

/**
 * Road-medicine certificates counted by a trigger on `certificates` (migrations 0017, 0055), so
 * the road-medicine lists' totals and the panel never count up to a million certificates. `scope`
 * 0 counts every doctor's (the Admin's), otherwise one college number's. Each certificate counts
 * in a row per `period`: its expedition day, and its month (`start` the first day), so a year is
 * summed from twelve months of rows; and in a row of its `state` (type and grade EVERY, scope 0
 * only) and one of its `type` and `grade` together (state EVERY), whose sum is the total
 * (decision 0089).
 */
export const roadCounts = pgTable(
  'road_counts',
  {
    scope: ref('scope').notNull(),
    period: text('period', { enum: ['day', 'month'] }).notNull(),
    start: day('start').notNull(),
    state: text('state').notNull(),
    type: text('type').notNull(),
    grade: text('grade').notNull(),
    total: integer('total').notNull().default(0),
  },
  // No index carries the total: its updates stay HOT (decision 0056, fillfactor 70 in SQL).
  (t) => [primaryKey({ columns: [t.scope, t.period, t.start, t.state, t.type, t.grade] })],
);
