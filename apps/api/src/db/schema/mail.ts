import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail, with its delivery state; a failed send is retried with backoff, never dropped. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** 0: a one-time code, sent first; 1: any other message (EmailMessage `urgent`). */
    priority: smallint('priority').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Rendered by the sender when it sends (e.g. `certificate-pdf:<id>`); never stored bytes. */
    attachment: text('attachment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The sender takes the pending codes first, then the oldest notice.
    index('email_outbox_next_idx').on(t.status, t.priority, t.id),
  ],
);
