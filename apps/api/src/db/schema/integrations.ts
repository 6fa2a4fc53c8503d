import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './auth';
import { states } from './reference';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A 64-bit transaction id (`xid8`), kept as its decimal text: it may pass 2^53. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** A machine's key (decision 0085): only its HMAC is kept; `prefix` starts the key itself. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    prefix: text('prefix').notNull(),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['certificates:read', 'events:receive'] }).notNull(),
    /** The one state whose certificates it sees; null: every state (INTT's Admin only). */
    state: text('state').references(() => states.code),
    secretHash: text('secret_hash').notNull(),
    webhookUrl: text('webhook_url'),
    /** The module of the Admin who created it: a college Admin manages its college's keys. */
    ownerModule: text('owner_module').notNull(),
    createdBy: ref('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    revokedBy: ref('revoked_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('api_keys_prefix_uq').on(t.prefix),
    check('api_keys_scope_ck', sql`${t.scope} in ('certificates:read', 'events:receive')`),
  ],
);

/** One certificate change, written by the certificates' statement triggers (migration 0050). */
export const certificateEvents = pgTable(
  'certificate_events',
  {
    id: id(),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    certificateId: ref('certificate_id').notNull(),
    kind: text('kind', { enum: ['issued', 'corrected', 'disabled', 'reenabled'] }).notNull(),
    version: integer('version').notNull(),
    state: text('state').notNull(),
    valid: boolean('valid').notNull(),
    /** What this version's proof signs, and whether it was imported (never signed). */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('certificate_events_xid_idx').on(t.xid, t.id),
    index('certificate_events_state_xid_idx').on(t.state, t.xid, t.id),
  ],
);

/** Where a receiving key's fan-out stands in the feed (decision 0086). */
export const webhookCursors = pgTable('webhook_cursors', {
  apiKeyId: ref('api_key_id')
    .primaryKey()
    .references(() => apiKeys.id, { onDelete: 'cascade' }),
  xid: xid8('xid').notNull(),
  eventId: ref('event_id').notNull(),
});

/** One event owed to one receiver: retried with backoff, then dead until an Admin replays it. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    apiKeyId: ref('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    eventId: ref('event_id')
      .notNull()
      .references(() => certificateEvents.id),
    status: text('status', { enum: ['pending', 'delivered', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_key_event_uq').on(t.apiKeyId, t.eventId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
