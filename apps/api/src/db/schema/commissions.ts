import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The commission in dollars of a certificate (docs/product/entities.md, Commission record). A new
 * one is the one in force (`active`) and turns the previous inactive in the same transaction; at
 * most one row is active (COMMISSION_ONE_ACTIVE). `dollar_price` is the Admin's hand price; null
 * means the official rate applies. Amounts are exact decimals (decision 0022), read as strings.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    commissionDollarGeneral: numeric('commission_dollar_general', {
      precision: 12,
      scale: 2,
    }).notNull(),
    dollarPrice: numeric('dollar_price', { precision: 18, scale: 4 }),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('commissions_amount_ck', sql`${t.commissionDollarGeneral} > 0`),
    check('commissions_price_ck', sql`${t.dollarPrice} is null or ${t.dollarPrice} > 0`),
    check('commissions_status_ck', sql`${t.status} in ('active', 'inactive')`),
    uniqueIndex('commissions_one_active_uq').on(t.status).where(sql`${t.status} = 'active'`),
    index('commissions_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Official dollar prices read from the rate services (docs/integrations/exchange-rate.md): one row
 * per service and value date, refreshed in place. The newest is served when every service is down.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    rate: numeric('rate', { precision: 18, scale: 4 }).notNull(),
    /** The BCV's value date ("fecha valor") of the rate, as the service gave it. */
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    fetchedAt: at('fetched_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('exchange_rates_rate_ck', sql`${t.rate} > 0`),
    uniqueIndex('exchange_rates_source_date_uq').on(t.source, t.rateDate),
    index('exchange_rates_newest_idx').on(t.rateDate, t.fetchedAt),
  ],
);

export const COMMISSION_ONE_ACTIVE = 'commissions_one_active_uq';
