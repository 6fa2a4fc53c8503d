import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { certificates } from './certificates';
import { municipalities } from './reference';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The holder's e-mail of a certificate issued here (decision 0087): the issue form's, else its
 * request's. Certificates without one have no row; imported ones never get one.
 */
export const certificateHolderEmails = pgTable('certificate_holder_emails', {
  certificateId: bigint('certificate_id', { mode: 'number' })
    .primaryKey()
    .references(() => certificates.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  /** SHA-256 (hex) of the lower-cased address: matched against `reminder_stops`. */
  emailHash: text('email_hash').notNull(),
  /** Where the reminder looks for field operatives: the request's or the operative's. */
  municipality: integer('municipality').references(() => municipalities.id),
  /** When the 30-day reminder was claimed for sending; null: not yet. */
  remindedAt: at('reminded_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Addresses that stopped the reminders with their signed link, by hash (decision 0087). */
export const reminderStops = pgTable('reminder_stops', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: at('created_at').notNull().defaultNow(),
});
