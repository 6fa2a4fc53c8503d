import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './auth';
import { municipalities, states } from './reference';
import { schoolNumbers } from './registers';

/** The exclusion constraint that keeps a doctor to one live operative per day (migration 0025). */
export const OPERATIVE_ONE_PER_DAY = 'operatives_one_live_per_doctor_day';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * A field operative (docs/product/entities.md, Operative; decision 0025): a road-medicine doctor's
 * day (or days) in a municipality. The price is fixed at creation (commission × dollar price, kept
 * with both factors and the rate's date); `total_users`, `total` and `certificates` are live counts
 * until it is executed, then frozen. Two live operatives of one doctor never share a day: an
 * exclusion constraint over the date range (btree_gist), so two requests at once cannot both win.
 */
export const operatives = pgTable(
  'operatives',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The doctor's road-medicine account (created_By), and the college number it issues with. */
    doctorAccountId: bigint('doctor_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    schoolNumberId: bigint('school_number_id', { mode: 'number' })
      .notNull()
      .references(() => schoolNumbers.id),
    state: text('state')
      .notNull()
      .references(() => states.code),
    municipality: integer('municipality')
      .notNull()
      .references(() => municipalities.id),
    addressDescription: text('address_description').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    /** Bolívares per certificate, and the dollars and dollar price it was computed from. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    priceDollars: numeric('price_dollars', { precision: 12, scale: 2 }).notNull(),
    dollarPrice: numeric('dollar_price', { precision: 14, scale: 4 }).notNull(),
    rateDate: day('rate_date').notNull(),
    status: text('status', {
      enum: ['Pending', 'InProgress', 'Executed', 'Cancelled', 'Rescheduled'],
    })
      .notNull()
      .default('Pending'),
    totalUsers: integer('total_users').notNull().default(0),
    /** Frozen on execution: bolívares collected and certificates issued (null while live). */
    total: numeric('total', { precision: 16, scale: 2 }),
    certificates: integer('certificates'),
    observation: text('observation'),
    recipients: text('recipients').array().notNull().default(sql`'{}'::text[]`),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('operatives_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
    // Created on or before its first day (Caracas, UTC-4): creating and rescheduling refuse a
    // start in the past. The history leans on it to bound created_at by a date range's end.
    check(
      'operatives_created_by_start_ck',
      sql`${t.startDate} >= ((${t.createdAt} at time zone 'UTC') - interval '4 hours')::date`,
    ),
    index('operatives_doctor_start_idx').on(t.doctorAccountId, t.startDate, t.id),
    index('operatives_doctor_created_idx').on(t.doctorAccountId, t.createdAt, t.id),
    index('operatives_start_idx').on(t.startDate, t.id),
    index('operatives_created_idx').on(t.createdAt, t.id),
    index('operatives_state_start_idx').on(t.state, t.startDate, t.id),
    index('operatives_status_start_idx').on(t.status, t.startDate, t.id),
  ],
);

/**
 * How many operatives each doctor, state and status has per start day and per start month, kept
 * by a statement trigger on `operatives` (migrations 0027, 0044): the history's total sums
 * a few of these rows instead of counting a doctor's operatives (decision 0055).
 * `doctor_account_id` 0 stands for every doctor, `state` and `status` '' for every one, so each
 * filter reads one key.
 */
export const operativeCounts = pgTable(
  'operative_counts',
  {
    doctorAccountId: bigint('doctor_account_id', { mode: 'number' }).notNull(),
    state: text('state').notNull(),
    status: text('status').notNull(),
    period: text('period', { enum: ['day', 'month'] }).notNull(),
    start: day('start').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'operative_counts_pk',
      columns: [t.doctorAccountId, t.state, t.status, t.period, t.start],
    }),
  ],
);
