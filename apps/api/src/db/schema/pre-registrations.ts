import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { certificateTypes, municipalities, states } from './reference';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member of the public's request for a certificate (docs/product/entities.md, Pre-registration).
 * `certificateId` is set once, when a doctor issues the certificate from it (served); an open
 * request is one without it, and one open request per person and certificate type is kept.
 */
export const preRegistrations = pgTable(
  'pre_registrations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dni: text('dni').notNull(),
    nationality: text('nationality', { enum: ['V', 'E'] }).notNull(),
    names: text('names').notNull(),
    lastNames: text('last_names').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    dateBirth: date('date_birth', { mode: 'string' }).notNull(),
    state: text('state')
      .notNull()
      .references(() => states.code),
    municipality: integer('municipality')
      .notNull()
      .references(() => municipalities.id),
    grades: text('grades').array().notNull(),
    type: text('type')
      .notNull()
      .references(() => certificateTypes.code),
    /** The certificate issued from this request (served); a request is served once. */
    certificateId: bigint('certificate_id', { mode: 'number' }),
    servedAt: at('served_at'),
    /** The approved payment that paid it (payments.id), set with the payment's approval. */
    paymentId: bigint('payment_id', { mode: 'number' }),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pre_registrations_open_uq')
      .on(t.nationality, t.dni, t.type)
      .where(sql`${t.certificateId} is null`),
    uniqueIndex('pre_registrations_certificate_uq').on(t.certificateId),
    index('pre_registrations_created_idx').on(t.createdAt, t.id),
    index('pre_registrations_state_created_idx').on(t.state, t.municipality, t.createdAt, t.id),
    // A state and a type, newest first: Lista-preRegistro's usual filter (decision 0047).
    index('pre_registrations_state_type_created_idx').on(t.state, t.type, t.createdAt, t.id),
    // The other orders of Lista-preRegistro (migration 0037): each INCLUDEs (state, municipality,
    // type, certificate_id), so a filtered page is walked in the index alone; Drizzle cannot
    // declare INCLUDE. A page of them sorted every request before (decision 0047).
    index('pre_registrations_dni_idx').on(t.dni, t.id),
    index('pre_registrations_names_idx').on(t.names, t.id),
    index('pre_registrations_last_names_idx').on(t.lastNames, t.id),
    index('pre_registrations_state_idx').on(t.state, t.id),
    index('pre_registrations_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * How many requests each place, certificate type and status received per Caracas day and per
 * month, kept by a statement trigger on `pre_registrations` (migrations 0023, 0044):
 * Lista-preRegistro's total sums a few of these rows instead of counting every request
 * (decision 0055). `state` '' stands for every state, `municipality` 0 for every municipality of
 * `state`, `type` '' for every type, so each set of filters reads one key; open and served are
 * kept apart and summed.
 */
export const preRegistrationCounts = pgTable(
  'pre_registration_counts',
  {
    state: text('state').notNull(),
    municipality: integer('municipality').notNull(),
    type: text('type').notNull(),
    served: boolean('served').notNull(),
    period: text('period', { enum: ['day', 'month'] }).notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    /**
     * The request's id modulo 8 in the keys of all states and of a state (0 in a municipality's):
     * every request of a day counts in them, so they are split in eight rows that concurrent
     * requests update side by side; reads sum them.
     */
    slot: smallint('slot').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'pre_registration_counts_pk',
      // `start` before `served`: a key's days of a range are one index range, both statuses in it.
      columns: [t.state, t.municipality, t.type, t.period, t.start, t.served, t.slot],
    }),
  ],
);

/**
 * ALTCHA solutions already accepted: a solution is good once (a replay is refused). Rows are
 * kept until the challenge expires, then deleted.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    /** SHA-256 of the challenge's signature, hex. */
    signatureHash: text('signature_hash').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('captcha_solutions_expires_idx').on(t.expiresAt)],
);

/** Names of the constraints the services turn into answers. */
export const PRE_REGISTRATION_OPEN_UNIQUE = 'pre_registrations_open_uq';
export const PRE_REGISTRATION_CERTIFICATE_UNIQUE = 'pre_registrations_certificate_uq';

/**
 * The codes that prove a repeated request's caller owns the open request (decision 0051): e-mailed
 * to that request's address, kept as an HMAC, tried a few times, good for minutes and once.
 */
export const preRegistrationCodes = pgTable(
  'pre_registration_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    preRegistrationId: bigint('pre_registration_id', { mode: 'number' })
      .notNull()
      .references(() => preRegistrations.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('pre_registration_codes_request_idx').on(t.preRegistrationId, t.createdAt)],
);
